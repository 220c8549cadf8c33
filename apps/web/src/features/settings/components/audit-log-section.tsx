import type { AuditLogEntry } from '@hrms/contracts/audit';
import { Download, ScrollText } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDateTime, formatDateTimeIn } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { AUDIT_PAGE_SIZE, type AuditFilters, useAuditLog, useExportAuditLog } from '../api/audit-log';
import { useCompanySettings } from '../api/company';

const SEARCH_DELAY_MS = 300;

/** The areas of the action vocabulary (`employee`, `settings`, ...), for the filter's groups. */
function areasOf(actions: readonly string[]): string[] {
  return [...new Set(actions.map((a) => a.split('.')[0]!))];
}

/** `leave` → "Leave", `training` → "Training": an area of the filter in words. */
function areaWords(area: string): string {
  const words = area.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What changed, field by field: the value before → after, or the whole value when it is new or gone. */
function Changes({ entry }: { entry: AuditLogEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <span className="text-muted-foreground">—</span>;
  const text = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return (
    <details>
      <summary className="cursor-pointer text-sm">
        {fields.length === 1 ? fields[0] : `${fields.length} fields`}
      </summary>
      <dl className="mt-2 space-y-1 text-xs">
        {fields.map((field) => (
          <div key={field} className="break-words">
            <dt className="inline font-medium">{field}: </dt>
            <dd className="inline font-mono text-muted-foreground">
              {text(before[field])} → {text(after[field])}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Settings → Audit log (admin): who changed what and when, filtered, exported as CSV or Excel. */
export function AuditLogSection() {
  // Changes are read on the company's clock, named when it is not the viewer's.
  const companyZone = useCompanySettings().data?.company.timezone;
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const filters: AuditFilters = {
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
    search: debouncedSearch || undefined,
  };
  const log = useAuditLog({ ...filters, page });
  const exporter = useExportAuditLog();
  const id = useId();

  // A new filter starts from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new filter resets the page
  useEffect(() => setPage(1), [action, from, to, debouncedSearch]);

  const download = (format: 'csv' | 'xlsx') =>
    exporter.mutate(
      { filters, format },
      {
        onSuccess: (fileName) => toast.success(`Saved ${fileName}`),
        onError: (error) =>
          toast.error(error.message || 'Could not export the audit log', { duration: 6000 }),
      },
    );

  let body: ReactNode;
  if (log.isPending) {
    body = (
      <div className="space-y-2 p-5" aria-busy="true">
        <Spinner label="Loading the audit log" className="sr-only" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (log.isError) {
    body = (
      <div className="p-5">
        <QueryError
          title="We could not load the audit log"
          error={log.error}
          onRetry={() => log.refetch()}
          retrying={log.isFetching}
        />
      </div>
    );
  } else if (log.data.items.length === 0) {
    body = (
      <EmptyState Icon={ScrollText} title="Nothing recorded for these filters">
        Widen the dates or clear the search.
      </EmptyState>
    );
  } else {
    body = (
      <Table aria-label="Audit log" aria-busy={log.isPlaceholderData || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>When</TableHead>
            <TableHead>Who</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Record</TableHead>
            <TableHead>Changes</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={log.isPlaceholderData ? 'opacity-60' : undefined}>
          {log.data.items.map((entry) => (
            <TableRow key={entry.id} className="align-top">
              <TableCell className="whitespace-nowrap">
                <time dateTime={entry.createdAt}>
                  {companyZone
                    ? formatDateTimeIn(entry.createdAt, companyZone)
                    : formatDateTime(entry.createdAt)}
                </time>
              </TableCell>
              <TableCell className="min-w-40">
                {entry.actor ? (
                  <>
                    <p className="font-medium">{entry.actor.name}</p>
                    <p className="text-xs text-muted-foreground">{entry.actor.email}</p>
                  </>
                ) : (
                  <span className="text-muted-foreground">System</span>
                )}
              </TableCell>
              <TableCell className="min-w-44">
                <p className="font-medium">{entry.actionLabel}</p>
                <p className="font-mono text-xs text-muted-foreground">{entry.action}</p>
              </TableCell>
              <TableCell className="min-w-44">
                <p className="font-medium">{entry.recordName}</p>
                <p className="break-all font-mono text-xs text-muted-foreground" title={entry.entityId}>
                  {entry.entityType}
                </p>
                {entry.reason ? <p className="mt-1 text-xs text-foreground">“{entry.reason}”</p> : null}
              </TableCell>
              <TableCell className="min-w-56 max-w-md">
                <Changes entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  const actions = log.data?.actions ?? [];
  const wordOf = (a: string) => log.data?.actionLabels[a] ?? a;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          Every change to people, roles, money and settings: who made it, when, and the values before and
          after. Dates are the company's days and times its clock.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1">
            <Label htmlFor={`${id}-action`}>Action</Label>
            <NativeSelect
              id={`${id}-action`}
              value={action}
              onChange={(event) => setAction(event.target.value)}
            >
              <option value="">Every action</option>
              {areasOf(actions).map((area) => (
                <optgroup key={area} label={areaWords(area)}>
                  <option value={area}>Everything in {areaWords(area).toLowerCase()}</option>
                  {actions
                    .filter((a) => a.startsWith(`${area}.`))
                    .map((a) => (
                      <option key={a} value={a}>
                        {wordOf(a)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-from`}>From</Label>
            <DateInput id={`${id}-from`} value={from} onValueChange={setFrom} max={to || undefined} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-to`}>To</Label>
            <DateInput id={`${id}-to`} value={to} onValueChange={setTo} min={from || undefined} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-search`}>Record or reason</Label>
            <SearchInput
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search"
              maxLength={100}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {log.data ? `${log.data.total.toLocaleString('en-IN')} entries` : ''}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={exporter.isPending} onClick={() => download('csv')}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={exporter.isPending}
              onClick={() => download('xlsx')}
            >
              <Download aria-hidden="true" />
              Export Excel
            </Button>
          </div>
        </div>
        <div className="-mx-6 overflow-x-auto border-y">{body}</div>
        {log.data && log.data.total > 0 ? (
          <Pagination
            label="Audit log pages"
            page={page}
            limit={AUDIT_PAGE_SIZE}
            total={log.data.total}
            onPageChange={setPage}
            disabled={log.isFetching}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

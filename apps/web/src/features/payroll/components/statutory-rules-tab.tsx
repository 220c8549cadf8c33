/**
 * Payroll → Statutory rules: the law as rows, by kind (EPF, ESI, professional tax by state, income
 * tax by regime), each from its date, in words, and who added it (or that it shipped with the
 * product). An admin adds a row when the law changes; hr reads them.
 */
import type { StatutoryRuleRow } from '@hrms/contracts/payroll';
import type { StatutoryRuleKind } from '@hrms/contracts/payroll-rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Scale } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useStatutoryRules } from '../api/get-statutory-rules';
import { RULE_KIND_LABELS, RULE_KINDS, ruleStates, summariseRule } from '../utils/rule-summary';
import { AddRuleDialog } from './add-rule-dialog';

type RuleState = 'in-force' | 'upcoming' | 'earlier';

/** Today in the browser, as `yyyy-mm-dd`: which row holds now is a label here, not a calculation. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function StatutoryRulesTab({ canAdd }: { canAdd: boolean }) {
  const { t } = useLingui();
  const rules = useStatutoryRules();
  const [adding, setAdding] = useState(false);
  const states = useMemo(() => ruleStates(rules.data ?? [], today()), [rules.data]);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">
          <Trans>
            Each rule holds from its date until a later one of the same kind and key. A change of law is a new
            rule from the day it applies; pay runs take the rule in force on a month’s last day.
          </Trans>
        </p>
        {canAdd ? (
          <Button onClick={() => setAdding(true)} disabled={!rules.data} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            <Trans>Add rule</Trans>
          </Button>
        ) : null}
      </div>
      {rules.isError ? (
        <Card className="p-4 sm:p-5">
          <QueryError
            title={t`We could not load the statutory rules`}
            error={rules.error}
            onRetry={() => void rules.refetch()}
            retrying={rules.isFetching}
          />
        </Card>
      ) : !rules.data ? (
        <RulesSkeleton />
      ) : rules.data.length === 0 ? (
        <Card>
          <EmptyState Icon={Scale} title={t`No statutory rules`} className="py-12" />
        </Card>
      ) : (
        RULE_KINDS.map((kind) => (
          <KindCard
            key={kind}
            kind={kind}
            rows={rules.data.filter((row) => row.kind === kind)}
            states={states}
          />
        ))
      )}
      {canAdd && rules.data ? (
        <AddRuleDialog rules={rules.data} open={adding} onOpenChange={setAdding} />
      ) : null}
    </div>
  );
}

function StateBadge({ state }: { state: RuleState | undefined }) {
  if (state === 'in-force')
    return (
      <Badge variant="success">
        <Trans>In force</Trans>
      </Badge>
    );
  if (state === 'upcoming')
    return (
      <Badge variant="soft">
        <Trans>Upcoming</Trans>
      </Badge>
    );
  return null;
}

function addedBy(row: StatutoryRuleRow): string {
  return row.addedBy ? `${row.addedBy}, ${formatDate(row.createdAt)}` : i18n._(msg`Shipped`);
}

function Summary({ row }: { row: StatutoryRuleRow }) {
  const { t } = useLingui();
  const summary = summariseRule(row);
  return (
    <div className="space-y-2 text-sm">
      {summary.slabs.length > 0 ? (
        <dl className="grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-0.5 tabular-nums" aria-label={t`Slabs`}>
          {summary.slabs.map((slab) => (
            <div key={slab.range} className="contents">
              <dt className="text-muted-foreground">{slab.range}</dt>
              <dd>{slab.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul className="space-y-0.5">
        {summary.lines.map((line) => (
          <li key={line} className={cn(summary.slabs.length > 0 && 'text-muted-foreground')}>
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}

function KindCard({
  kind,
  rows,
  states,
}: {
  kind: StatutoryRuleKind;
  rows: StatutoryRuleRow[];
  states: Map<string, RuleState>;
}) {
  const { i18n, t } = useLingui();
  const title = i18n._(RULE_KIND_LABELS[kind].title);
  const description = i18n._(RULE_KIND_LABELS[kind].description);
  // A rule a later one has replaced reads in grey.
  const faded = (row: StatutoryRuleRow) =>
    states.get(row.id) === 'earlier' ? 'text-muted-foreground' : undefined;
  const columns = dataColumns<StatutoryRuleRow>([
    {
      id: 'applies-to',
      header: t`Applies to`,
      cell: ({ row }) => (
        <>
          <span className="block font-medium">{summariseRule(row.original).name}</span>
          <span className="mt-1 block">
            <StateBadge state={states.get(row.original.id)} />
          </span>
        </>
      ),
      meta: { className: 'w-44', cellClassName: 'align-top' },
    },
    {
      id: 'from',
      header: t`From`,
      cell: ({ row }) => formatDate(row.original.effectiveFrom),
      meta: { className: 'w-32', cellClassName: 'align-top whitespace-nowrap tabular-nums' },
    },
    {
      id: 'in-short',
      header: t`In short`,
      cell: ({ row }) => <Summary row={row.original} />,
      meta: { cellClassName: 'align-top' },
    },
    {
      id: 'added-by',
      header: t`Added by`,
      cell: ({ row }) => addedBy(row.original),
      meta: { className: 'w-52', cellClassName: 'align-top text-sm break-all' },
    },
  ]);
  return (
    <Card data-testid={`rules-${kind}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('px-0 pb-2', rows.length === 0 && 'px-5')}>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No rule of this kind: none is applied.</Trans>
          </p>
        ) : (
          <div className="border-t">
            <DataTable
              label={t`${title} rules`}
              rows={rows}
              columns={columns}
              rowKey={(row) => row.id}
              rowTestId="rule-row"
              rowProps={(row) => ({ className: faded(row) })}
              cardClassName={faded}
              card={(row) => {
                const from = formatDate(row.effectiveFrom);
                const by = addedBy(row);
                return (
                  <>
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-medium">{summariseRule(row).name}</span>
                      <StateBadge state={states.get(row.id)} />
                    </div>
                    <p className="text-xs text-muted-foreground">{t`From ${from} · ${by}`}</p>
                    <Summary row={row} />
                  </>
                );
              }}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RulesSkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-5" aria-busy="true">
      <Spinner label={t`Loading the statutory rules`} className="sr-only" />
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-80 max-w-full" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </Card>
      ))}
    </div>
  );
}

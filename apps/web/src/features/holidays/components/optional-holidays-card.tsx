/**
 * Optional holidays taken in a year (admin and hr): how much of the allowance people use, which
 * holidays they choose, and how each office and department compares.
 */
import type { HolidayUtilizationResponse } from '@hrms/contracts/holidays';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { useHolidayUtilization } from '../api/get-holiday-stats';

type Figures = HolidayUtilizationResponse['offices'][number];

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

export function OptionalHolidaysCard({ year }: { year: number }) {
  const { t } = useLingui();
  const report = useHolidayUtilization(year);
  const allowance = report.data?.allowance;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Optional holidays in {year}</Trans>
        </CardTitle>
        <CardDescription>
          {allowance != null
            ? t`Each person may take ${allowance} a year, as leave their manager approves.`
            : t`Taken as leave of the type for optional holidays, approved like any leave.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {report.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : report.isError ? (
          <QueryError
            title={t`The optional holidays could not be counted`}
            error={report.error}
            onRetry={() => report.refetch()}
          />
        ) : report.data.holidays.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              There are no optional holidays in {year}. Add one with the type “Optional” to offer it.
            </Trans>
          </p>
        ) : (
          <Utilization data={report.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Utilization({ data }: { data: HolidayUtilizationResponse }) {
  const { t } = useLingui();
  const { totals } = data;
  const took = totals.peopleWhoTook;
  const people = totals.people;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {[
          [t`Taken`, totals.daysTaken],
          [t`Waiting for approval`, totals.daysPending],
          [t`People who took one`, t`${took} of ${people}`],
          [t`Allowance unused`, data.allowance === null ? '–' : totals.daysUnused],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/50 px-2 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium">
          <Trans>By holiday</Trans>
        </h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Holiday</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Taken</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Waiting</Trans>
              </TableHead>
              <TableHead className="hidden text-right sm:table-cell">
                <Trans>Could take it</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.holidays.map((h) => (
              <TableRow key={h.id} data-testid="optional-holiday-row">
                <TableCell>
                  <span className="font-medium">{h.name}</span>
                  <span className="block text-xs text-muted-foreground">{formatDate(h.date)}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{h.taken}</TableCell>
                <TableCell className="text-right tabular-nums">{h.pending}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{h.eligible}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <GroupTable
          title={t`By office`}
          column={t`Office`}
          rows={data.offices.map((o) => ({ key: o.office.id, name: o.office.name, figures: o }))}
        />
        <GroupTable
          title={t`By department`}
          column={t`Department`}
          rows={data.departments.map((d) => ({
            key: d.department?.id ?? 'none',
            name: d.department?.name ?? t`No department`,
            figures: d,
          }))}
        />
      </div>
    </div>
  );
}

function GroupTable({
  title,
  column,
  rows,
}: {
  title: string;
  column: string;
  rows: { key: string; name: string; figures: Omit<Figures, 'office'> }[];
}) {
  // A grid item grows to its table's width unless allowed to shrink; the table scrolls in its box.
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-medium">{title}</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{column}</TableHead>
            <TableHead className="text-right">
              <Trans>Days taken</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>People who took one</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ key, name, figures }) => (
            <TableRow key={key}>
              <TableCell>{name}</TableCell>
              <TableCell className="text-right tabular-nums">{figures.daysTaken}</TableCell>
              <TableCell className="text-right tabular-nums">
                <TookOf took={figures.peopleWhoTook} people={figures.people} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** `3 of 12 (25 %)`. */
function TookOf({ took, people }: { took: number; people: number }) {
  const part = share(took, people);
  return (
    <Trans>
      {took} of {people} <span className="text-xs text-muted-foreground">({part})</span>
    </Trans>
  );
}

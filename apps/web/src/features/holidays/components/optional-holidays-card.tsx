/**
 * Optional holidays taken in a year (admin and hr): how much of the allowance people use, which
 * holidays they choose, and how each office and department compares.
 */
import type { HolidayUtilizationResponse } from '@hrms/contracts/holidays';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { useHolidayUtilization } from '../api/get-holiday-stats';

type Figures = HolidayUtilizationResponse['offices'][number];

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

export function OptionalHolidaysCard({ year }: { year: number }) {
  const report = useHolidayUtilization(year);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Optional holidays in {year}</CardTitle>
        <CardDescription>
          {report.data?.allowance != null
            ? `Each person may take ${report.data.allowance} a year, as leave their manager approves.`
            : 'Taken as leave of the type for optional holidays, approved like any leave.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {report.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : report.isError ? (
          <QueryError
            title="The optional holidays could not be counted"
            error={report.error}
            onRetry={() => report.refetch()}
          />
        ) : report.data.holidays.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            There are no optional holidays in {year}. Add one with the type “Optional” to offer it.
          </p>
        ) : (
          <Utilization data={report.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Utilization({ data }: { data: HolidayUtilizationResponse }) {
  const { totals } = data;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {[
          ['Taken', totals.daysTaken],
          ['Waiting for approval', totals.daysPending],
          ['People who took one', `${totals.peopleWhoTook} of ${totals.people}`],
          ['Allowance unused', data.allowance === null ? '–' : totals.daysUnused],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/50 px-2 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium">By holiday</h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Holiday</TableHead>
              <TableHead className="text-right">Taken</TableHead>
              <TableHead className="text-right">Waiting</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Could take it</TableHead>
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
          title="By office"
          column="Office"
          rows={data.offices.map((o) => ({ key: o.office.id, name: o.office.name, figures: o }))}
        />
        <GroupTable
          title="By department"
          column="Department"
          rows={data.departments.map((d) => ({
            key: d.department?.id ?? 'none',
            name: d.department?.name ?? 'No department',
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
            <TableHead className="text-right">Days taken</TableHead>
            <TableHead className="text-right">People who took one</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ key, name, figures }) => (
            <TableRow key={key}>
              <TableCell>{name}</TableCell>
              <TableCell className="text-right tabular-nums">{figures.daysTaken}</TableCell>
              <TableCell className="text-right tabular-nums">
                {figures.peopleWhoTook} of {figures.people}{' '}
                <span className="text-xs text-muted-foreground">
                  ({share(figures.peopleWhoTook, figures.people)})
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

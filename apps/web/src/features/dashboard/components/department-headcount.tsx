import type { DashboardResponse } from '@hrms/contracts/dashboard';
import { Plural, Trans } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';

type Department = NonNullable<DashboardResponse['departments']>[number];

/** People per department, largest first, as bars relative to the largest. */
export function DepartmentHeadcount({ departments }: { departments: readonly Department[] }) {
  const total = departments.reduce((sum, d) => sum + d.headcount, 0);
  const sorted = [...departments].sort((a, b) => b.headcount - a.headcount || a.name.localeCompare(b.name));
  const max = Math.max(1, ...sorted.map((d) => d.headcount));
  const people = formatNumber(total);
  const count = sorted.length;
  return (
    <Card>
      <CardHeader>
        <h3 className="text-base leading-none font-semibold">
          <Trans>Headcount by department</Trans>
        </h3>
        <CardDescription>
          <Trans>
            {people} <Plural value={total} one="person" other="people" /> across{' '}
            <Plural value={count} one="# department" other="# departments" />
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No departments have been set up yet.</Trans>
          </p>
        ) : (
          <ul className="space-y-3.5">
            {sorted.map((department) => (
              <li key={department.name} className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate font-medium">{department.name}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatNumber(department.headcount)}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary/80"
                    style={{ width: `${Math.max(2, (department.headcount / max) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

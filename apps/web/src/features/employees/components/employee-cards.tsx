/**
 * One page of people as cards, for a phone: a table of many columns would scroll sideways there.
 * Each card carries what a person looks for first (name, job, where they work, status) and keeps
 * the row's selection, so bulk actions work on a phone too.
 */
import type { EmployeeListItem } from '@hrms/contracts/employees';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';
import { LoadingBadge } from './employees-table';
import { EmployeeStatusBadge } from './status-badge';

export function EmployeeCards({
  items,
  selectable,
  selectedIds,
  onToggle,
  busy,
  caption,
}: {
  items: readonly EmployeeListItem[];
  selectable: boolean;
  selectedIds: { has: (id: string) => boolean };
  onToggle: (employee: EmployeeListItem, on: boolean) => void;
  busy: boolean;
  caption: string;
}) {
  return (
    <div className="relative">
      <ul
        aria-label={caption}
        aria-busy={busy || undefined}
        data-testid="employee-cards"
        className={cn('divide-y', busy && 'opacity-60 transition-opacity')}
      >
        {items.map((employee) => {
          const job = [employee.designation?.name, employee.department?.name].filter(Boolean).join(' · ');
          return (
            <li key={employee.id} data-testid="employee-card" className="flex items-start gap-3 px-4 py-3">
              {selectable ? (
                <Checkbox
                  className="mt-2.5"
                  checked={selectedIds.has(employee.id)}
                  onCheckedChange={(state) => onToggle(employee, state === true)}
                  aria-label={`Select ${employee.name}`}
                />
              ) : null}
              <Avatar name={employee.name} src={employee.photoUrl ?? undefined} className="size-10" />
              <div className="min-w-0 flex-1 space-y-0.5">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={`/employees/${employee.id}`}
                    className="min-w-0 truncate font-medium outline-none hover:underline focus-visible:underline"
                  >
                    {employee.name}
                  </Link>
                  {employee.status ? (
                    <EmployeeStatusBadge status={employee.status} joinDate={employee.joinDate} />
                  ) : null}
                </div>
                {job ? <p className="truncate text-sm text-muted-foreground">{job}</p> : null}
                <p className="truncate text-xs text-muted-foreground">
                  {[employee.employeeCode, employee.office?.name].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {busy ? <LoadingBadge className="top-6" /> : null}
    </div>
  );
}

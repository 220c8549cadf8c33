/**
 * A person as a card, for a phone: what one looks for first (name, job, where they work, status),
 * where a table of many columns would scroll sideways.
 */
import type { EmployeeListItem } from '@hrms/contracts/employees';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmployeeStatusBadge } from './status-badge';

export function EmployeeCard({ employee }: { employee: EmployeeListItem }) {
  const job = [employee.designation?.name, employee.department?.name].filter(Boolean).join(' · ');
  return (
    <>
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
    </>
  );
}

/**
 * The Salary tab of a person's record, for admin and hr only (money is theirs and the person's; the
 * API refuses anyone else). The app puts it into the record: features do not import each other.
 */
import { SalaryCard } from './salary-card';

export function EmployeeSalaryPanel({ employeeId }: { employeeId: string }) {
  return <SalaryCard employeeId={employeeId} />;
}

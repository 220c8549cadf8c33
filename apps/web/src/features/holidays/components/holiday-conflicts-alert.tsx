/** What a holiday's date runs into — a weekend, another holiday, approved leave — as one warning. */
import type { HolidayConflict } from '@hrms/contracts/holidays';
import { TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';

export function HolidayConflictsAlert({
  conflicts,
  children,
  ...props
}: ComponentProps<typeof Alert> & { conflicts: readonly HolidayConflict[]; children?: ReactNode }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert variant="warning" {...props}>
      <TriangleAlert aria-hidden="true" />
      <AlertDescription>
        <ul className="space-y-1">
          {conflicts.map((c) => (
            <li key={`${c.kind}-${c.office?.id ?? c.holiday?.id}`}>{c.message}</li>
          ))}
        </ul>
        {children}
      </AlertDescription>
    </Alert>
  );
}

/** A finalised slip to read: the month's days, its lines, the net pay in figures and words, and its PDF. */
import type { SalarySlip } from '@hrms/contracts/payroll';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { formatDate } from '../../../../lib/format';
import { SlipBreakdown, SlipDays } from './slip-breakdown';
import { SlipDownloadButton } from './slip-download-button';
import { monthTitle } from './slip-format';

export function SlipViewDialog({
  slip,
  showPerson = false,
  onClose,
}: {
  slip: SalarySlip | null;
  /** Whose slip it is, for hr reading someone else's. */
  showPerson?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={slip !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-5 sm:max-w-3xl">
        {slip ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {showPerson ? `${slip.employee.name}’s slip, ` : 'Salary slip, '}
                {monthTitle(slip)}
              </DialogTitle>
              <DialogDescription>
                {[
                  slip.employee.employeeCode,
                  slip.employee.designation,
                  slip.finalisedAt ? `final since ${formatDate(new Date(slip.finalisedAt))}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </DialogDescription>
            </DialogHeader>
            <SlipDays slip={slip} />
            <SlipBreakdown slip={slip} />
            <DialogFooter>
              <SlipDownloadButton slip={slip} size="default" />
            </DialogFooter>
          </>
        ) : (
          <DialogTitle className="sr-only">Salary slip</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

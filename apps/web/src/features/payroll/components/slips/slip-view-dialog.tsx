/** A finalised slip to read: the month's days, its lines, the net pay in figures and words, and its PDF. */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
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

function SlipTitle({ slip, showPerson }: { slip: SalarySlip; showPerson: boolean }) {
  const { t } = useLingui();
  const name = slip.employee.name;
  const month = monthTitle(slip);
  return showPerson ? t`${name}’s slip, ${month}` : t`Salary slip, ${month}`;
}

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
  const { t } = useLingui();
  const finalSince = (at: string) => {
    const date = formatDate(new Date(at));
    return t`final since ${date}`;
  };
  return (
    <Dialog open={slip !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-5 sm:max-w-3xl">
        {slip ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <SlipTitle slip={slip} showPerson={showPerson} />
              </DialogTitle>
              <DialogDescription>
                {[
                  slip.employee.employeeCode,
                  slip.employee.designation,
                  slip.finalisedAt ? finalSince(slip.finalisedAt) : null,
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
          <DialogTitle className="sr-only">
            <Trans>Salary slip</Trans>
          </DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

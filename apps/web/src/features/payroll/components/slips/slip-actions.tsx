import type { SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { SlipDownloadButton } from './slip-download-button';
import { monthTitle } from './slip-format';

/** What can be done with a finalised slip in a list: view it in full, or download its PDF. */
export function SlipActions({
  slip,
  of = monthTitle(slip),
  onView,
  className,
}: {
  slip: SalarySlip;
  /** What the buttons' names add to "View" and "Download PDF": the month, or the person where months are alike. */
  of?: string;
  onView: (slip: SalarySlip) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={cn('flex gap-2', className)}>
      <Button variant="ghost" size="sm" onClick={() => onView(slip)} aria-label={t`View, ${of}`}>
        <Eye aria-hidden="true" />
        <Trans>View</Trans>
      </Button>
      <SlipDownloadButton slip={slip} of={of} />
    </div>
  );
}

/**
 * Finalises every calculated slip of the month (or the department's) at once, after asking: all or
 * none. When someone has no bank account on record the server names them and nothing is finalised;
 * the names stay in the question so they can be fixed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { formatNumber } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useFinalizeMonthSlips } from '../../api/finalize-month-slips';
import { monthTitle, type YearMonth } from '../slips/slip-format';
import { MonthActionDialog } from './month-action-dialog';

export function FinaliseMonthButton({
  period,
  departmentId,
  departmentName,
  calculated,
  disabled,
  describedBy,
}: {
  period: YearMonth;
  departmentId: string;
  departmentName: string | null;
  /** The calculated slips of the month (of the department, when one is chosen): none, nothing to finalise. */
  calculated: number;
  disabled: boolean;
  /** The id of the text saying why finalising waits, when it does. */
  describedBy?: string | undefined;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const finalise = useFinalizeMonthSlips();
  const month = monthTitle(period);
  const count = formatNumber(calculated);
  const description =
    calculated === 1
      ? departmentName
        ? t`The one calculated slip of ${month} in ${departmentName} becomes final. A final slip never changes, and each person is told their slip is ready. Drafts stay drafts.`
        : t`The one calculated slip of ${month} becomes final. A final slip never changes, and each person is told their slip is ready. Drafts stay drafts.`
      : departmentName
        ? t`All ${count} calculated slips of ${month} in ${departmentName} become final together, or none does. A final slip never changes, and each person is told their slip is ready. Drafts stay drafts.`
        : t`All ${count} calculated slips of ${month} become final together, or none does. A final slip never changes, and each person is told their slip is ready. Drafts stay drafts.`;
  return (
    <>
      <Button
        variant="outline"
        disabled={disabled || calculated === 0 || finalise.isPending}
        title={calculated === 0 ? t`No slip of ${month} is waiting to be finalised` : undefined}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        <Lock aria-hidden="true" />
        <Trans>Finalise month</Trans>
      </Button>
      <MonthActionDialog
        open={asking}
        onClose={() => setAsking(false)}
        action={finalise}
        scope={{ ...period, departmentId }}
        onDone={(done) => toast.success(done.message)}
        title={departmentName ? t`Finalise ${month} for ${departmentName}?` : t`Finalise ${month}?`}
        description={description}
        confirmLabel={t`Finalise month`}
      />
    </>
  );
}

/**
 * Starts the month's pay run after asking once, naming the month and how many people it pays (the
 * month's summary counts them, leavers of the month among them).
 * Slips already finalised are left as they are; everyone else's is made or calculated again.
 */
import type { PayrollRun } from '@hrms/contracts/payroll';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useStartPayrollRun } from '../../api/start-payroll-run';
import { monthTitle, type YearMonth } from '../slips/slip-format';
import { MonthActionDialog } from './month-action-dialog';

export function RunPayrollButton({
  period,
  departmentId,
  departmentName,
  employed,
  running,
  done,
  describedBy,
  onStarted,
}: {
  period: YearMonth;
  departmentId: string;
  departmentName: string | null;
  /** How many people the run pays; undefined until the month's summary is in. */
  employed: number | undefined;
  /** A run of this month is going: another would count the same people again. */
  running: boolean;
  /** Every slip of the month is finalised: a run has nothing left to do. */
  done: boolean;
  /** The id of the text saying why the run waits, when it does. */
  describedBy: string | undefined;
  onStarted: (run: PayrollRun) => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const start = useStartPayrollRun();
  const month = monthTitle(period);
  const title = t`Run payroll for ${month}?`;
  const count = employed ?? 0;
  const description =
    employed === undefined
      ? departmentName
        ? t`Slips are made or calculated again for everyone employed in the month in ${departmentName}, from their salary and the month’s attendance. Slips already finalised are left as they are.`
        : t`Slips are made or calculated again for everyone employed in the month, from their salary and the month’s attendance. Slips already finalised are left as they are.`
      : departmentName
        ? t`Slips are made or calculated again for ${plural(count, { one: '# person', other: '# people' })} in ${departmentName}, from their salary and the month’s attendance. Slips already finalised are left as they are.`
        : t`Slips are made or calculated again for ${plural(count, { one: '# person', other: '# people' })}, from their salary and the month’s attendance. Slips already finalised are left as they are.`;
  return (
    <>
      <Button
        disabled={running || done || start.isPending}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        <Play aria-hidden="true" />
        <Trans>Run payroll</Trans>
      </Button>
      <MonthActionDialog
        open={asking}
        onClose={() => setAsking(false)}
        action={start}
        scope={{ ...period, departmentId }}
        onDone={onStarted}
        title={title}
        description={<span data-testid="run-confirm-description">{description}</span>}
        confirmLabel={t`Run payroll`}
      />
    </>
  );
}

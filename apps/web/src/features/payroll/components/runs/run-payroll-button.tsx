/**
 * Starts the month's pay run after asking once, naming the month and how many people it pays.
 * Slips already finalised are left as they are; everyone else's is made or calculated again.
 */
import type { PayrollRun } from '@hrms/contracts/payroll';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { formatNumber } from '../../../../lib/format';
import { useRunHeadcount } from '../../api/get-run-headcount';
import { useStartPayrollRun } from '../../api/start-payroll-run';
import { Refusal } from '../slips/refusal';
import { monthEnd, monthTitle, type YearMonth } from '../slips/slip-format';

export function RunPayrollButton({
  period,
  departmentId,
  departmentName,
  running,
  onStarted,
}: {
  period: YearMonth;
  departmentId: string;
  departmentName: string | null;
  /** A run of this month is going: another would count the same people again. */
  running: boolean;
  onStarted: (run: PayrollRun) => void;
}) {
  const [asking, setAsking] = useState(false);
  const start = useStartPayrollRun();
  const headcount = useRunHeadcount(monthEnd(period), departmentId, asking);
  const title = `Run payroll for ${monthTitle(period)}?`;
  const count = headcount.data;
  const who =
    count === undefined
      ? headcount.isError
        ? 'everyone employed in the month'
        : 'everyone employed in the month (counting…)'
      : `${formatNumber(count)} ${count === 1 ? 'person' : 'people'}`;
  return (
    <>
      <Button disabled={running || start.isPending} onClick={() => setAsking(true)}>
        <Play aria-hidden="true" />
        Run payroll
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(false);
            start.reset();
          }
        }}
        title={title}
        description={
          <span data-testid="run-confirm-description">
            Slips are made or calculated again for {who}
            {departmentName ? ` in ${departmentName}` : ''}, from their salary and the month’s attendance.
            Slips already finalised are left as they are.
          </span>
        }
        confirmLabel="Run payroll"
        variant="default"
        pending={start.isPending}
        error={start.isError ? <Refusal error={start.error} /> : null}
        onConfirm={() =>
          start.mutate(
            { ...period, departmentId },
            {
              onSuccess: (run) => {
                setAsking(false);
                onStarted(run);
              },
            },
          )
        }
      />
    </>
  );
}

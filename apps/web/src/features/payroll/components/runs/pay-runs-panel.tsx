/**
 * Payroll → Pay runs (admin, hr): a month's pay run. Choose the month (the first not yet finalised
 * to start with, never beyond next month) and a department; see the month's figures; run payroll for everyone and
 * watch it go, then who could not be paid and why; open any slip to adjust, calculate again,
 * finalise, delete a draft or download it; finalise the month at once; and download the month's
 * bank and statutory files once it has finalised slips.
 */
import type { PayrollRun, SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useDepartments } from '../../../../api/get-departments';
import { DepartmentSelect } from '../../../../components/org-selects';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDate } from '../../../../lib/format';
import { usePayrollOpenMonth } from '../../api/get-payroll-open-month';
import { usePayrollRun } from '../../api/get-payroll-run';
import { usePayrollSummary } from '../../api/get-payroll-summary';
import { MonthSelect } from '../month-select';
import { SlipDialog } from '../slips/slip-dialog';
import {
  addMonths,
  monthFromKey,
  monthKey,
  monthTitle,
  thisMonth,
  type YearMonth,
} from '../slips/slip-format';
import { DownloadsMenu } from './downloads-menu';
import { FinaliseMonthButton } from './finalise-month-button';
import { MonthSlips } from './month-slips';
import { RunPayrollButton } from './run-payroll-button';
import { RunProgress } from './run-progress';
import { RunSummary } from './run-summary';

/** How far back the month picker reaches. */
const MONTHS_BACK = 24;
const RUN_STORE = 'hrms.payroll-run.';

/** The run last started for a month in this tab, so its progress survives a change of tab or month. */
function storedRun(key: string): string | null {
  try {
    return window.sessionStorage.getItem(RUN_STORE + key);
  } catch {
    return null;
  }
}
function storeRun(key: string, id: string | null): void {
  try {
    if (id) window.sessionStorage.setItem(RUN_STORE + key, id);
    else window.sessionStorage.removeItem(RUN_STORE + key);
  } catch {
    // Private modes may refuse storage: the progress just does not outlive the page.
  }
}

export interface PayRunsPanelProps {
  /** Today, for tests; the browser's clock otherwise. */
  now?: Date;
}

export function PayRunsPanel({ now }: PayRunsPanelProps = {}) {
  const current = thisMonth(now);
  const open = usePayrollOpenMonth();
  if (open.isPending) {
    return (
      <Card
        className="flex items-center gap-2 p-5 text-sm text-muted-foreground"
        data-testid="pay-runs-panel"
      >
        <Spinner /> <Trans>Finding the month to pay…</Trans>
      </Card>
    );
  }
  // Should the question fail, this month is where a pay run most likely stands.
  return <MonthPanel current={current} opensOn={open.data ?? current} />;
}

function MonthPanel({ current, opensOn }: { current: YearMonth; opensOn: YearMonth }) {
  const { t } = useLingui();
  const id = useId();
  const months = Array.from({ length: MONTHS_BACK + 2 }, (_, i) => addMonths(current, 1 - i));
  const [key, setKey] = useState(() => monthKey(opensOn));
  const period: YearMonth = monthFromKey(key) ?? opensOn;
  const [departmentId, setDepartmentId] = useState('');
  const departments = useDepartments();
  const departmentName = departmentId
    ? (departments.data?.items.find((d) => d.id === departmentId)?.name ?? null)
    : null;
  // The department's figures steer the run and finalising; the month's files are the company's.
  const summary = usePayrollSummary(period.year, period.month, departmentId);
  const company = usePayrollSummary(period.year, period.month);
  const [runs, setRuns] = useState<Record<string, string | null>>({});
  const runId = key in runs ? (runs[key] ?? null) : storedRun(key);
  const run = usePayrollRun(runId);
  // A run of the month going on, started here or by someone else (one at a time).
  const running = run.data?.status === 'running' || Boolean(summary.data?.runInProgress);
  const [open, setOpen] = useState<SalarySlip | null>(null);

  const remember = (forKey: string, next: string | null) => {
    storeRun(forKey, next);
    setRuns((was) => ({ ...was, [forKey]: next }));
  };
  const onStarted = (run: PayrollRun) => remember(monthKey(run), run.id);
  const byStatus = summary.data?.byStatus;
  const finalised = company.data?.byStatus.finalised ?? 0;
  // Why the month's actions wait, said under them (a disabled button's title is not read out).
  const fresh = summary.data && !summary.isPlaceholderData ? summary.data : undefined;
  const month = monthTitle(period);
  const done = fresh?.runInProgress?.done ?? 0;
  const total = fresh?.runInProgress?.total ?? 0;
  const payDay = fresh ? formatDate(fresh.payDay) : '';
  const reasons = [
    fresh?.allFinalised
      ? departmentName
        ? t`Every slip of ${month} in ${departmentName} is finalised: a correction is an adjustment in a later month.`
        : t`Every slip of ${month} is finalised: a correction is an adjustment in a later month.`
      : null,
    fresh?.runInProgress && !runId
      ? t`A run of ${month} is in progress (${done} of ${total} slips made).`
      : null,
    fresh && !fresh.finalisable
      ? t`${month} can be finalised from its pay day, ${payDay}; until then its slips are a preview.`
      : null,
  ].filter((reason): reason is string => reason !== null);

  return (
    <div className="space-y-5" data-testid="pay-runs-panel">
      <Card className="p-4 sm:p-5">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="grid gap-3 sm:flex sm:items-end">
            <div className="space-y-1.5 sm:w-44">
              <Label htmlFor={`${id}-month`}>
                <Trans>Month</Trans>
              </Label>
              <MonthSelect
                months={months}
                id={`${id}-month`}
                value={key}
                onChange={(e) => setKey(e.target.value)}
              />
            </div>
            <div className="space-y-1.5 sm:w-52">
              <Label htmlFor={`${id}-department`}>
                <Trans>Department</Trans>
              </Label>
              <DepartmentSelect
                id={`${id}-department`}
                value={departmentId}
                onValueChange={setDepartmentId}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <RunPayrollButton
              period={period}
              departmentId={departmentId}
              departmentName={departmentName}
              employed={summary.isPlaceholderData ? undefined : summary.data?.employed}
              running={running}
              done={fresh?.allFinalised ?? false}
              describedBy={reasons.length > 0 ? `${id}-reasons` : undefined}
              onStarted={onStarted}
            />
            <FinaliseMonthButton
              period={period}
              departmentId={departmentId}
              departmentName={departmentName}
              calculated={byStatus?.calculated ?? 0}
              // The count is of the month and department shown, not the last ones while they load.
              disabled={running || !byStatus || summary.isPlaceholderData || !fresh?.finalisable}
              describedBy={reasons.length > 0 ? `${id}-reasons` : undefined}
            />
            <DownloadsMenu period={period} finalised={finalised} hintId={`${id}-downloads`} />
          </div>
        </div>
        {reasons.length > 0 ? (
          <ul id={`${id}-reasons`} className="mt-3 space-y-1 text-sm text-muted-foreground lg:text-right">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        {finalised === 0 ? (
          <p id={`${id}-downloads`} className="mt-3 text-xs text-muted-foreground lg:text-right">
            <Trans>
              Files open once a slip of {month} is finalised: the bank transfer file, the EPF, ESI and PT
              returns and the slips’ ZIP.
            </Trans>
          </p>
        ) : null}
      </Card>

      {runId ? <RunProgress runId={runId} onDismiss={() => remember(key, null)} /> : null}

      <section aria-label={t`${month} at a glance`}>
        <RunSummary period={period} departmentId={departmentId} departmentName={departmentName} />
      </section>

      <MonthSlips period={period} departmentId={departmentId} onOpen={setOpen} />

      <SlipDialog slip={open} onClose={() => setOpen(null)} />
    </div>
  );
}

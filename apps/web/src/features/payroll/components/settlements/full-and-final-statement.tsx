/**
 * A leaver's full and final statement as HR hands it over: who and when, the last month's salary to
 * the last day (or that its slip is final already), what they owe back, leave encashed at a day's
 * Basic + DA, gratuity, and what is payable in all (or recoverable, when they owe more).
 */
import type { FullAndFinal } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatNumber, formatPaise } from '../../../../lib/format';
import { monthTitle } from '../slips/slip-format';
import { GratuityWorking } from './gratuity-working';
import { formatDayCount } from './settlement-format';
import { Line, Lines, Note, Part } from './statement-lines';

export function FullAndFinalStatement({ statement }: { statement: FullAndFinal }) {
  const { t } = useLingui();
  const { employee, lastDay, pendingSalary, recoveries, leaveEncashment, gratuity, total } = statement;
  const name = employee.name;
  const monthlyWage = formatPaise(gratuity.monthlyWage);
  const dailyRate = formatPaise(leaveEncashment.dailyRate);
  const lastMonth = monthTitle({ year: Number(lastDay.slice(0, 4)), month: Number(lastDay.slice(5, 7)) });
  const person = [employee.employeeCode, employee.designation, employee.department]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="space-y-4" data-testid="ff-statement">
      <div className="min-w-0 space-y-3">
        <div>
          <p className="font-medium break-words">{employee.name}</p>
          <p className="text-sm break-words text-muted-foreground">{person}</p>
        </div>
        <Lines>
          <Line label={t`Joined`} value={formatDate(gratuity.joinDate)} />
          <Line label={t`Last day of service`} value={formatDate(lastDay)} />
        </Lines>
      </div>

      <Part title={t`Salary for ${lastMonth}`}>
        {pendingSalary ? (
          <>
            <Lines>
              <Line label={t`Payable days`} value={formatNumber(pendingSalary.payableDays)} />
              <Line label={t`Gross pay`} value={formatPaise(pendingSalary.gross)} />
              <Line label={t`Deductions`} value={formatPaise(pendingSalary.deductions)} />
              <Line label={t`Net pay`} value={formatPaise(pendingSalary.net)} total />
            </Lines>
            <Note>
              <Trans>Worked out as the month’s slip would be, to the last day.</Trans>
            </Note>
          </>
        ) : (
          <Note>
            <Trans>
              {lastMonth}’s slip is already finalised: that month’s pay goes out with its payroll, not in this
              settlement.
            </Trans>
          </Note>
        )}
      </Part>

      <Part title={t`Recoveries`}>
        {recoveries.items.length > 0 ? (
          <Lines>
            {recoveries.items.map((item, i) => (
              <Line
                // Two recoveries may share a label; their order is the slip's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is the slip's, never reordered
                key={i}
                label={item.label}
                hint={item.reason}
                value={`− ${formatPaise(item.amount)}`}
              />
            ))}
            <Line label={t`Recoveries`} value={`− ${formatPaise(recoveries.amount)}`} total />
          </Lines>
        ) : (
          <Note>
            <Trans>Nothing to recover.</Trans>
          </Note>
        )}
        <Note>
          <Trans>
            A recovery (notice pay short, an advance, an asset not returned) is a one-off deduction on{' '}
            {lastMonth}’s slip: add it there on Pay runs, before the slip is finalised.
          </Trans>
        </Note>
      </Part>

      <Part title={t`Leave encashment`}>
        {leaveEncashment.items.length > 0 ? (
          <Lines>
            {leaveEncashment.items.map((item) => (
              <Line
                key={item.code}
                label={item.name}
                hint={`${formatDayCount(item.days)} × ${dailyRate}`}
                value={formatPaise(item.amount)}
              />
            ))}
            <Line label={t`Leave encashment`} value={formatPaise(leaveEncashment.amount)} total />
          </Lines>
        ) : (
          <Note>
            <Trans>No leave left to encash.</Trans>
          </Note>
        )}
        <Note>
          <Trans>
            A day’s pay is the last drawn Basic + DA, {monthlyWage} a month, ÷ 26 working days: {dailyRate}.
          </Trans>
        </Note>
      </Part>

      <Part title={t`Gratuity`}>
        <GratuityWorking gratuity={gratuity} />
      </Part>

      <Part title={t`Total payable`}>
        <Lines>
          {pendingSalary ? (
            <Line label={t`Net salary for ${lastMonth}`} value={formatPaise(pendingSalary.net)} />
          ) : null}
          <Line label={t`Leave encashment`} value={formatPaise(leaveEncashment.amount)} />
          <Line label={t`Gratuity`} value={formatPaise(gratuity.amount)} />
          {recoveries.amount > 0 ? (
            <Line label={t`Recoveries`} value={`− ${formatPaise(recoveries.amount)}`} />
          ) : null}
          {total >= 0 ? (
            <Line label={t`Total payable`} value={formatPaise(total)} total />
          ) : (
            <Line label={t`Recoverable from ${name}`} value={formatPaise(-total)} total />
          )}
        </Lines>
      </Part>
    </div>
  );
}

/**
 * How a gratuity was worked out, for the settlement and the calculator: whether it is due (after
 * five completed years, or at once on death or disablement), the years counted, the last drawn
 * Basic + DA, 15 ÷ 26 × wage × years, and the ceiling when it cut the amount.
 */
import type { GratuityResult } from '@hrms/contracts/payroll';
import { Badge } from '../../../../components/ui/badge';
import { formatPaise } from '../../../../lib/format';
import { formatYearCount } from './settlement-format';
import { Line, Lines, Note } from './statement-lines';

export function GratuityWorking({ gratuity }: { gratuity: Omit<GratuityResult, 'employee'> }) {
  const { eligible, completedYears, countedYears, monthlyWage, amount, capped } = gratuity;
  return (
    <div className="space-y-3">
      {eligible ? <Badge variant="success">Due</Badge> : <Badge variant="outline">Not due</Badge>}
      <Lines>
        <Line label="Completed years of service" value={completedYears} />
        {eligible ? (
          <Line
            label="Years counted"
            value={countedYears}
            hint={
              countedYears > completedYears
                ? 'The final part year was more than six months, so it counts as a year.'
                : undefined
            }
          />
        ) : null}
        <Line label="Last drawn Basic + DA, a month" value={formatPaise(monthlyWage)} />
        <Line
          label="Gratuity"
          value={formatPaise(amount)}
          hint={
            eligible ? `15 ÷ 26 × ${formatPaise(monthlyWage)} × ${formatYearCount(countedYears)}` : undefined
          }
          total
        />
      </Lines>
      {eligible ? (
        <Note>
          15 days’ wages for each year counted, a month’s wages being 26 working days.
          {completedYears < 5 ? ' Due before five years because service ended by death or disablement.' : ''}
        </Note>
      ) : (
        <Note>
          Not due: gratuity is paid after five completed years of service, or at once when service ends by
          death or disablement.
        </Note>
      )}
      {capped ? (
        <Note>Capped at {formatPaise(amount)}, the most the Payment of Gratuity Act allows.</Note>
      ) : null}
    </div>
  );
}

/**
 * How a gratuity was worked out, for the settlement and the calculator: whether it is due (after
 * five completed years, or at once on death or disablement), the years counted, the last drawn
 * Basic + DA, 15 ÷ 26 × wage × years, and the ceiling when it cut the amount.
 */
import type { GratuityResult } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../../components/ui/badge';
import { formatPaise } from '../../../../lib/format';
import { formatYearCount } from './settlement-format';
import { Line, Lines, Note } from './statement-lines';

export function GratuityWorking({ gratuity }: { gratuity: Omit<GratuityResult, 'employee'> }) {
  const { t } = useLingui();
  const { eligible, completedYears, countedYears, monthlyWage, amount, capped } = gratuity;
  const wage = formatPaise(monthlyWage);
  const years = formatYearCount(countedYears);
  const most = formatPaise(amount);
  return (
    <div className="space-y-3">
      {eligible ? (
        <Badge variant="success">
          <Trans>Due</Trans>
        </Badge>
      ) : (
        <Badge variant="outline">
          <Trans>Not due</Trans>
        </Badge>
      )}
      <Lines>
        <Line label={t`Completed years of service`} value={completedYears} />
        {eligible ? (
          <Line
            label={t`Years counted`}
            value={countedYears}
            hint={
              countedYears > completedYears
                ? t`The final part year was more than six months, so it counts as a year.`
                : undefined
            }
          />
        ) : null}
        <Line label={t`Last drawn Basic + DA, a month`} value={wage} />
        <Line
          label={t`Gratuity`}
          value={formatPaise(amount)}
          hint={eligible ? `15 ÷ 26 × ${wage} × ${years}` : undefined}
          total
        />
      </Lines>
      {eligible ? (
        <Note>
          {completedYears < 5
            ? t`15 days’ wages for each year counted, a month’s wages being 26 working days. Due before five years because service ended by death or disablement.`
            : t`15 days’ wages for each year counted, a month’s wages being 26 working days.`}
        </Note>
      ) : (
        <Note>
          <Trans>
            Not due: gratuity is paid after five completed years of service, or at once when service ends by
            death or disablement.
          </Trans>
        </Note>
      )}
      {capped ? (
        <Note>
          <Trans>Capped at {most}, the most the Payment of Gratuity Act allows.</Trans>
        </Note>
      ) : null}
    </div>
  );
}

/**
 * Payroll → Settlements: a person's statutory bonus for a financial year under the Payment of Bonus
 * Act, from the Basic + DA the year's slips paid: the rate as a percent (8.33 to 20, sent in basis
 * points), the state's minimum wage in rupees if it raises the wage the bonus is on.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { BonusBodySchema, type BonusResult, STATUTORY_BONUS } from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PersonOption } from '../../../../api/search-employees';
import { ErrorAlert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Form, FormRow } from '../../../../components/ui/form';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Spinner } from '../../../../components/ui/spinner';
import { i18n } from '../../../../i18n/i18n';
import { formatNumber, formatPaise } from '../../../../lib/format';
import { bpToPercent, percentToBp, rupeesToPaise } from '../../../../lib/money-entry';
import { type BonusBody, useCalculateBonus } from '../../api/calculate-bonus';
import { formatBp, formatRupees } from '../../utils/payroll-format';
import { PercentInput } from '../percent-input';
import { RupeeInput } from '../rupee-input';
import { PersonField } from './person-field';
import { SettlementCard } from './settlement-card';
import { financialYearLabel, financialYearOf, formatDayCount } from './settlement-format';
import { Line, Lines, Note } from './statement-lines';
import { useCalculation } from './use-calculation';

/** How many financial years back the choice reaches, the current one included. */
const YEARS_SHOWN = 6;
/** The Act's figures, as the texts name them. */
const MIN_RATE = formatBp(STATUTORY_BONUS.minRateBp);
const MAX_RATE = formatBp(STATUTORY_BONUS.maxRateBp);
const LIMIT = formatRupees(STATUTORY_BONUS.eligibilityLimit);
const CEILING = formatRupees(STATUTORY_BONUS.calculationCeiling);
const rateRange = () =>
  i18n._(msg`Give a rate from ${MIN_RATE} to ${MAX_RATE}, the range the Payment of Bonus Act allows`);

interface BonusDraft {
  employee: PersonOption | null;
  financialYear: string;
  rate: string;
  minimumWage: string;
}

/** The body's fields → the draft's. */
const FIELD_OF: Record<string, keyof BonusDraft> = {
  employeeId: 'employee',
  financialYear: 'financialYear',
  rateBp: 'rate',
  minimumWage: 'minimumWage',
};

const bonusFormSchema = z.custom<BonusDraft>().transform((draft, ctx) => {
  const fail = (field: keyof BonusDraft, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  const { employee } = draft;
  const rateBp = percentToBp(draft.rate);
  const minimumWage = draft.minimumWage.trim() === '' ? 0 : rupeesToPaise(draft.minimumWage);
  if (!employee) fail('employee', i18n._(msg`Choose a person`));
  if (rateBp === null) fail('rate', i18n._(msg`Write the rate as a percent, like 8.33`));
  if (minimumWage === null) fail('minimumWage', i18n._(msg`Write an amount in rupees, like 12,000`));
  if (!employee || rateBp === null || minimumWage === null) return z.NEVER;
  const checked = BonusBodySchema.safeParse({
    employeeId: employee.id,
    financialYear: Number(draft.financialYear),
    rateBp,
    minimumWage,
  });
  for (const issue of checked.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])];
    // The contract counts the rate in basis points; here it is typed as a percent.
    const message = field === 'rate' ? rateRange() : issue.message;
    ctx.addIssue({ code: 'custom', path: field ? [field] : ['root', 'server'], message });
  }
  return checked.success ? checked.data : z.NEVER;
});

export function BonusCalculator({ now }: { now?: Date | undefined }) {
  const { t } = useLingui();
  const current = financialYearOf(now ?? new Date());
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => current - i);
  const calculate = useCalculateBonus();
  const form = useForm<BonusDraft, unknown, BonusBody>({
    resolver: zodResolver(bonusFormSchema),
    defaultValues: {
      employee: null,
      financialYear: String(current),
      rate: bpToPercent(STATUTORY_BONUS.minRateBp),
      minimumWage: '',
    },
  });
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = useCalculation(form, calculate, {
    pathOf: (field) => FIELD_OF[field.replace(/^body\./, '')] ?? null,
    fallback: t`Could not work out the bonus. Try again.`,
  });

  return (
    <SettlementCard
      title={t`Statutory bonus`}
      description={t`${MIN_RATE} to ${MAX_RATE} of a year’s Basic + DA, for months of ${LIMIT} or less, from the year’s slips.`}
      fill
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t`Bonus calculator`}>
        <ErrorAlert message={formError} />
        <PersonField control={form.control} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormRow control={form.control} name="financialYear" label={t`Financial year`} className="min-w-0">
            {(field) => (
              <NativeSelect {...field}>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {financialYearLabel(year)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormRow>
          <FormRow
            control={form.control}
            name="rate"
            label={t`Bonus rate`}
            describe
            description={t`As the company declares: ${MIN_RATE} to ${MAX_RATE}.`}
            className="min-w-0"
          >
            {(field) => <PercentInput {...field} />}
          </FormRow>
        </div>
        <FormRow
          control={form.control}
          name="minimumWage"
          label={t`Minimum wage, a month`}
          optional
          describe
          description={t`The state’s minimum wage for the job: above ${CEILING}, the bonus is on wages up to it.`}
          className="min-w-0 sm:max-w-64"
        >
          {(field) => <RupeeInput {...field} placeholder="12,000" />}
        </FormRow>
        <Button type="submit" className="justify-self-start" disabled={calculate.isPending}>
          {calculate.isPending ? <Spinner /> : null}
          <Trans>Work out bonus</Trans>
        </Button>
      </Form>
      <div aria-live="polite">
        {calculate.data && calculate.variables ? (
          <BonusAnswer result={calculate.data} body={calculate.variables} />
        ) : null}
      </div>
    </SettlementCard>
  );
}

/** Why there is no bonus: no slips, too few days, or every month above the Act's wage limit. */
function notDue(result: BonusResult): string {
  if (result.months === 0) {
    const year = financialYearLabel(result.financialYear);
    return i18n._(msg`Not due: no calculated or finalised slip in ${year}.`);
  }
  if (result.workingDays < 30) {
    const worked = formatDayCount(result.workingDays);
    return i18n._(msg`Not due: ${worked} worked in the year, and the bonus is due from 30.`);
  }
  return i18n._(msg`Not due: every month’s Basic + DA was above ${LIMIT}, beyond what the Act covers.`);
}

function BonusAnswer({ result, body }: { result: BonusResult; body: BonusBody }) {
  const { t } = useLingui();
  const year = financialYearLabel(result.financialYear);
  const rate = formatBp(body.rateBp);
  const wages = formatPaise(result.bonusWages);
  return (
    <div className="space-y-3 border-t pt-4" data-testid="bonus-result">
      <p className="text-sm break-words">
        <span className="font-medium">{result.employee.name}</span>
        <span className="text-muted-foreground"> {t`· ${year} at ${rate}`}</span>
      </p>
      {result.eligible ? (
        <Badge variant="success">
          <Trans>Due</Trans>
        </Badge>
      ) : (
        <Badge variant="outline">
          <Trans>Not due</Trans>
        </Badge>
      )}
      <Lines>
        <Line label={t`Months with a slip`} value={result.months} />
        <Line label={t`Working days`} value={formatNumber(result.workingDays)} />
        <Line
          label={t`Bonus wages`}
          value={formatPaise(result.bonusWages)}
          hint={t`Each month’s Basic + DA, up to ${CEILING} or the minimum wage if higher`}
        />
        <Line
          label={t`Bonus`}
          value={formatPaise(result.amount)}
          hint={result.eligible ? t`${rate} of ${wages}` : undefined}
          total
        />
      </Lines>
      <Note>
        {result.eligible
          ? t`From the year’s calculated and finalised slips; a month whose Basic + DA was above ${LIMIT} adds nothing.`
          : notDue(result)}
      </Note>
    </div>
  );
}

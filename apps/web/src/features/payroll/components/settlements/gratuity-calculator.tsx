/**
 * Payroll → Settlements: gratuity for a person on a last day, and how it was worked out. Without a
 * day the server takes their last day on record, else today; death or disablement waives the five
 * years. Refusals (no salary, a day before joining) land on the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { GratuityBodySchema, type GratuityResult } from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PersonOption } from '../../../../api/search-employees';
import { ErrorAlert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LabelledCheckbox } from '../../../../components/ui/checkbox';
import { DateInput } from '../../../../components/ui/date-input';
import { Form, FormField, FormRow } from '../../../../components/ui/form';
import { Spinner } from '../../../../components/ui/spinner';
import { valueControl } from '../../../../components/value-control';
import { i18n } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format';
import { type GratuityBody, useCalculateGratuity } from '../../api/calculate-gratuity';
import { GratuityWorking } from './gratuity-working';
import { PersonField } from './person-field';
import { SettlementCard } from './settlement-card';
import { useCalculation } from './use-calculation';

interface GratuityDraft {
  employee: PersonOption | null;
  lastDay: string;
  deathOrDisablement: boolean;
}

/** The body's fields → the draft's. */
const FIELD_OF: Record<string, keyof GratuityDraft> = {
  employeeId: 'employee',
  lastDay: 'lastDay',
  deathOrDisablement: 'deathOrDisablement',
};

const gratuityFormSchema = z.custom<GratuityDraft>().transform((draft, ctx) => {
  if (!draft.employee) {
    ctx.addIssue({ code: 'custom', path: ['employee'], message: i18n._(msg`Choose a person`) });
    return z.NEVER;
  }
  const checked = GratuityBodySchema.safeParse({
    employeeId: draft.employee.id,
    lastDay: draft.lastDay || undefined,
    deathOrDisablement: draft.deathOrDisablement,
  });
  for (const issue of checked.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])];
    ctx.addIssue({ code: 'custom', path: field ? [field] : ['root', 'server'], message: issue.message });
  }
  return checked.success ? checked.data : z.NEVER;
});

export function GratuityCalculator() {
  const { t } = useLingui();
  const calculate = useCalculateGratuity();
  const form = useForm<GratuityDraft, unknown, GratuityBody>({
    resolver: zodResolver(gratuityFormSchema),
    defaultValues: { employee: null, lastDay: '', deathOrDisablement: false },
  });
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = useCalculation(form, calculate, {
    pathOf: (field) => (field === 'body.employeeId' ? 'employee' : null),
    fallback: t`Could not work out the gratuity. Try again.`,
  });

  return (
    <SettlementCard
      title={t`Gratuity`}
      description={t`15 days’ wages for each year of service, due after five years; capped by the Act.`}
      fill
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t`Gratuity calculator`}>
        <ErrorAlert message={formError} />
        <PersonField control={form.control} />
        <FormRow
          control={form.control}
          name="lastDay"
          label={t`Last day of service`}
          optional
          describe
          description={t`Empty for their last day on record, else today.`}
          className="sm:max-w-56"
        >
          {(field) => <DateInput {...valueControl(field)} />}
        </FormRow>
        <FormField
          control={form.control}
          name="deathOrDisablement"
          render={({ field }) => (
            <LabelledCheckbox
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              label={t`Service ended by death or disablement`}
            />
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={calculate.isPending}>
          {calculate.isPending ? <Spinner /> : null}
          <Trans>Work out gratuity</Trans>
        </Button>
      </Form>
      <div aria-live="polite">{calculate.data ? <GratuityAnswer result={calculate.data} /> : null}</div>
    </SettlementCard>
  );
}

function GratuityAnswer({ result }: { result: GratuityResult }) {
  const { t } = useLingui();
  const { employee, ...gratuity } = result;
  const joined = formatDate(gratuity.joinDate);
  const lastDay = formatDate(gratuity.lastDay);
  return (
    <div className="space-y-3 border-t pt-4" data-testid="gratuity-result">
      <p className="text-sm break-words">
        <span className="font-medium">{employee.name}</span>
        <span className="text-muted-foreground"> {t`· joined ${joined}, last day ${lastDay}`}</span>
      </p>
      <GratuityWorking gratuity={gratuity} />
    </div>
  );
}

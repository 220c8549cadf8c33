/**
 * Payroll's company settings: what a month's days are when pay is prorated (a day of loss of pay is
 * a month's pay ÷ these days), the pay day from which a month is finalised, and whether salary slip
 * PDFs open only with a password. Only what
 * changed is sent; the server keeps the change in the audit log.
 */
import {
  PAYABLE_DAYS_BASES,
  type PayrollSettings,
  type UpdatePayrollSettingsBody,
} from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../../components/ui/form';
import { NativeSelect } from '../../../../components/ui/native-select';
import { RadioCard } from '../../../../components/ui/radio-card';
import { Spinner } from '../../../../components/ui/spinner';
import { Switch } from '../../../../components/ui/switch';
import { setServerErrors } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useUpdatePayrollSettings } from '../../api/update-payroll-settings';

type Basis = PayrollSettings['payableDaysBasis'];

const LAST_WORKING_DAY = 'last_working_day';
const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => i + 1);

export const PAYABLE_DAYS_CHOICES: Record<Basis, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  calendar: {
    label: msg`Calendar days`,
    hint: msg`The month’s own length, 28 to 31 days: a day in February is worth a little more than one in July.`,
  },
  fixed_30: {
    label: msg`A fixed 30 days`,
    hint: msg`Every month counts as 30 days, whatever its length, so a day is worth the same all year.`,
  },
  working: {
    label: msg`Working days`,
    hint: msg`Only the days the person’s office works: its weekends and holidays are left out.`,
  },
};

/** The fields that differ from what is saved: nothing else is sent. */
function changes(saved: PayrollSettings, values: PayrollSettings): UpdatePayrollSettingsBody | null {
  const body: UpdatePayrollSettingsBody = {};
  if (values.payableDaysBasis !== saved.payableDaysBasis) body.payableDaysBasis = values.payableDaysBasis;
  if (values.protectSlips !== saved.protectSlips) body.protectSlips = values.protectSlips;
  if (values.payDay !== saved.payDay) body.payDay = values.payDay;
  return Object.keys(body).length > 0 ? body : null;
}

export function PayrollSettingsForm({
  settings,
  canWrite,
}: {
  settings: PayrollSettings;
  canWrite: boolean;
}) {
  const { i18n, t } = useLingui();
  const form = useForm<PayrollSettings>({ defaultValues: settings });
  const update = useUpdatePayrollSettings();
  const name = useId();
  const formError = form.formState.errors.root?.server?.message;
  const dirty = form.formState.isDirty;

  const onSubmit = async (values: PayrollSettings) => {
    const body = changes(settings, values);
    if (!body || update.isPending) return;
    try {
      const saved = await update.mutateAsync(body);
      form.reset(saved);
      toast.success(t`Payroll settings saved`);
    } catch (error) {
      const message = (error instanceof Error && error.message) || t`Could not save the payroll settings`;
      if (!setServerErrors(form, error, { fallback: message })) toast.error(message, { duration: 6000 });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6" aria-label={t`Payroll settings`}>
      <ErrorAlert message={formError} />
      <fieldset disabled={!canWrite || update.isPending} className="space-y-6">
        <FormField
          control={form.control}
          name="payableDaysBasis"
          render={({ field }) => (
            <FormItem className="space-y-0">
              <fieldset>
                <legend className="text-sm font-semibold">
                  <Trans>Payable days</Trans>
                </legend>
                <p className="mt-1 text-sm text-muted-foreground">
                  <Trans>
                    What a month’s days are when pay is prorated: a day of loss of pay costs the month’s pay
                    divided by these.
                  </Trans>
                </p>
                <div className="mt-3 grid gap-2 md:grid-cols-3">
                  {PAYABLE_DAYS_BASES.map((basis) => (
                    <RadioCard
                      key={basis}
                      name={`${name}-basis`}
                      value={basis}
                      checked={field.value === basis}
                      onChange={(value) => field.onChange(value as Basis)}
                      label={i18n._(PAYABLE_DAYS_CHOICES[basis].label)}
                      description={i18n._(PAYABLE_DAYS_CHOICES[basis].hint)}
                    />
                  ))}
                </div>
              </fieldset>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="border-t pt-5">
          <FormRow
            control={form.control}
            name="payDay"
            label={t`Pay day`}
            describe
            description={t`A month’s slips are finalised on or after its pay day; before it they are calculated as a preview. The last working day leaves out weekends and holidays.`}
            keepDescription
            className="space-y-2 sm:max-w-sm"
          >
            {(field) => (
              <NativeSelect
                value={String(field.value)}
                onChange={(e) =>
                  field.onChange(
                    e.target.value === LAST_WORKING_DAY ? LAST_WORKING_DAY : Number(e.target.value),
                  )
                }
                onBlur={field.onBlur}
              >
                <option value={LAST_WORKING_DAY}>{t`The month’s last working day`}</option>
                {DAYS_OF_MONTH.map((day) => (
                  <option key={day} value={String(day)}>
                    {day > 28 ? t`Day ${day} of the month (or its last day)` : t`Day ${day} of the month`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormRow>
        </div>
        <div className="border-t pt-5">
          <FormField
            control={form.control}
            name="protectSlips"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-start gap-3">
                  <FormControl describe>
                    <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                  </FormControl>
                  <div className="grid gap-1">
                    <FormLabel className="leading-snug">
                      <Trans>Protect salary slip PDFs with a password</Trans>
                    </FormLabel>
                    <FormDescription keep>
                      <Trans>
                        A slip’s PDF opens only with a password made of the person’s PAN and date of birth.
                      </Trans>
                    </FormDescription>
                  </div>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      </fieldset>

      {canWrite ? (
        <div className="flex justify-end gap-2 border-t pt-5">
          <Button
            variant="outline"
            disabled={!dirty || update.isPending}
            onClick={() => form.reset(settings)}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? <Spinner /> : null}
            <Trans>Save settings</Trans>
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CheckConflictsBody,
  type CreateHolidayBody,
  CreateHolidayBodySchema,
  HOLIDAY_TYPES,
  type Holiday,
  type HolidayType,
} from '@hrms/contracts/holidays';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormField, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateHoliday, useUpdateHoliday } from '../api/change-holidays';
import { useHolidayConflicts } from '../api/get-holiday-offices';
import { HOLIDAY_TYPE_MESSAGES } from '../utils/holiday-labels';
import { HolidayConflictsAlert } from './holiday-conflicts-alert';

interface Office {
  id: string;
  name: string;
  region: string | null;
}

interface Values {
  date: string;
  name: string;
  type: HolidayType;
  description: string;
  officeIds: string[];
  regions: string[];
}

function valuesOf(holiday: Holiday | null, date: string): Values {
  return {
    date: holiday?.date ?? date,
    name: holiday?.name ?? '',
    type: holiday?.type ?? 'public',
    description: holiday?.description ?? '',
    officeIds: holiday?.offices.map((o) => o.id) ?? [],
    regions: holiday?.regions ?? [],
  };
}

const check = zodResolver(CreateHolidayBodySchema);

/** The set with `value` in or out. */
const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

function HolidayForm({
  holiday,
  offices,
  defaultDate,
  onDone,
  onSaved,
}: {
  holiday: Holiday | null;
  offices: readonly Office[];
  defaultDate: string;
  onDone: () => void;
  onSaved: ((holiday: Holiday, meetsLeave: boolean) => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values, unknown, CreateHolidayBody>({
    defaultValues: valuesOf(holiday, defaultDate),
    resolver: (values, context, options) =>
      check({ ...values, description: values.description.trim() || null }, context, options as never),
  });
  const formError = form.formState.errors.root?.server?.message;
  const regions = [...new Set(offices.flatMap((o) => (o.region ? [o.region] : [])))];
  const [date, name, officeIds, chosenRegions] = form.watch(['date', 'name', 'officeIds', 'regions']);
  // Debounced as text: a new object every render would restart the wait for ever.
  const typed = JSON.stringify(
    /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { date, name: name.trim() || undefined, officeIds, regions: chosenRegions, excludeId: holiday?.id }
      : null,
  );
  const settled = useDebouncedValue(typed, 300);
  const candidate = useMemo(() => JSON.parse(settled) as CheckConflictsBody | null, [settled]);
  const conflicts = useHolidayConflicts(candidate);
  const meetsLeave = conflicts.data?.conflicts.some((c) => c.kind === 'leave') ?? false;

  const submit = async (body: CreateHolidayBody) => {
    try {
      const saved = holiday
        ? await update.mutateAsync({ id: holiday.id, body })
        : await create.mutateAsync(body);
      const name = body.name;
      toast.success(holiday ? t`${name} was saved` : t`${name} was added`);
      onDone();
      onSaved?.(saved, meetsLeave);
    } catch (error) {
      setServerErrors(form, error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <ErrorAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow control={form.control} name="name" label={t`Name`} className="sm:col-span-2">
          {(field) => <Input {...field} placeholder={t`Diwali`} autoComplete="off" />}
        </FormRow>
        <FormRow control={form.control} name="date" label={t`Date`}>
          {(field) => (
            <DateInput
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        </FormRow>
        <FormRow
          control={form.control}
          name="type"
          label={t`Type`}
          description={i18n._(HOLIDAY_TYPE_MESSAGES[form.watch('type')].description)}
        >
          {(field) => (
            <NativeSelect {...field}>
              {HOLIDAY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(HOLIDAY_TYPE_MESSAGES[type].label)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormRow>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Applies to</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>Leave every box empty for all offices.</Trans>
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {offices.map((office) => (
            <FormField
              key={office.id}
              control={form.control}
              name="officeIds"
              render={({ field }) => (
                <LabelledCheckbox
                  label={t`${office.name} office`}
                  checked={field.value.includes(office.id)}
                  onCheckedChange={(on) => field.onChange(toggled(field.value, office.id, on === true))}
                />
              )}
            />
          ))}
          {regions.map((region) => (
            <FormField
              key={region}
              control={form.control}
              name="regions"
              render={({ field }) => (
                <LabelledCheckbox
                  label={t`Every office in ${region}`}
                  checked={field.value.some((r) => r.toLowerCase() === region.toLowerCase())}
                  onCheckedChange={(on) => field.onChange(toggled(field.value, region, on === true))}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <FormRow control={form.control} name="description" label={t`Description`} optional>
        {(field) => <Textarea {...field} rows={2} maxLength={500} />}
      </FormRow>
      <HolidayConflictsAlert conflicts={conflicts.data?.conflicts ?? []} data-testid="holiday-conflicts">
        {meetsLeave ? (
          <p>
            <Trans>
              Once it is saved, leave still to come is counted again and its days go back; for leave already
              taken, you choose whether they do.
            </Trans>
          </p>
        ) : null}
      </HolidayConflictsAlert>
      <DialogFooter className="border-t pt-4">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {holiday ? t`Save holiday` : t`Add holiday`}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Add a holiday, or change one (admin and hr). */
export function HolidayFormDialog({
  open,
  onOpenChange,
  holiday,
  offices,
  defaultDate,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  holiday: Holiday | null;
  offices: readonly Office[];
  defaultDate: string;
  /** After a save; `meetsLeave` when the last check found approved leave on the day. */
  onSaved?: (holiday: Holiday, meetsLeave: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{holiday ? t`Edit ${holiday.name}` : t`Add a holiday`}</DialogTitle>
          <DialogDescription>
            <Trans>
              Public and company holidays close the offices they apply to; an optional one may be taken by
              choice.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <HolidayForm
            key={holiday?.id ?? 'new'}
            holiday={holiday}
            offices={offices}
            defaultDate={defaultDate}
            onDone={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

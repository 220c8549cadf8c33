/**
 * The clock's rules for the whole company: the shift and its grace, when a day is half or has
 * overtime, breaks, entries left open, the networks clock-ins may come from, and offices that keep
 * their own shift. The contract's schema checks every field here as the server will.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { OfficeListResponse } from '@hrms/contracts/organization';
import {
  CidrSchema,
  TimeOfDaySchema,
  type TimeTrackingSettings,
  type UpdateTimeTrackingSettingsBody,
  UpdateTimeTrackingSettingsBodySchema,
} from '@hrms/contracts/time-tracking';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, type LucideIcon, Network, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { i18n } from '../../../i18n/i18n';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateTimeTrackingSettings } from '../api/update-time-tracking-settings';

type NumberField =
  | 'graceMinutes'
  | 'halfDayHours'
  | 'overtimeAfterHours'
  | 'maxBreakMinutes'
  | 'autoCloseAfterHours';

/** What the inputs hold: numbers as typed, each network in a row of its own. */
export interface TimeTrackingDraft {
  shiftStart: string;
  shiftEnd: string;
  graceMinutes: string;
  halfDayHours: string;
  overtimeAfterHours: string;
  breaksPaid: boolean;
  /** Empty: no limit. */
  maxBreakMinutes: string;
  autoCloseAfterHours: string;
  allowedNetworks: { value: string }[];
  officeShifts: { officeId: string; shiftStart: string; shiftEnd: string }[];
}

const MAX_NETWORKS = 50;
const fields = UpdateTimeTrackingSettingsBodySchema.shape;

/** A number as typed, read with the contract's own rule for that field; `''` is NaN, refused. */
function readNumber(name: NumberField, value: string, ctx: z.RefinementCtx): number {
  const parsed = fields[name].safeParse(value.trim() === '' ? Number.NaN : Number(value));
  if (parsed.success && typeof parsed.data === 'number') return parsed.data;
  ctx.addIssue({
    code: 'custom',
    message: parsed.error?.issues[0]?.message ?? i18n._(msg`Must be a number`),
  });
  return z.NEVER;
}
const typed = (name: NumberField) => z.string().transform((value, ctx) => readNumber(name, value, ctx));

/** The form's values read into the request's body, then held to the contract's rules across fields. */
export const TimeTrackingFormSchema = z
  .object({
    shiftStart: TimeOfDaySchema,
    shiftEnd: TimeOfDaySchema,
    graceMinutes: typed('graceMinutes'),
    halfDayHours: typed('halfDayHours'),
    overtimeAfterHours: typed('overtimeAfterHours'),
    breaksPaid: z.boolean(),
    // Empty: no limit.
    maxBreakMinutes: z
      .string()
      .transform((value, ctx) => (value.trim() === '' ? null : readNumber('maxBreakMinutes', value, ctx))),
    autoCloseAfterHours: typed('autoCloseAfterHours'),
    allowedNetworks: z.array(z.object({ value: CidrSchema })),
    officeShifts: z.array(
      z.object({
        officeId: z.string().min(1, { error: () => i18n._(msg`Choose an office`) }),
        shiftStart: TimeOfDaySchema,
        shiftEnd: TimeOfDaySchema,
      }),
    ),
  })
  .transform(({ allowedNetworks, ...rest }) => ({
    ...rest,
    allowedNetworks: allowedNetworks.map((network) => network.value),
  }))
  .superRefine((body, ctx) => {
    // The shift ends after it starts, overtime after a half day, each office once: as the server checks.
    const checked = UpdateTimeTrackingSettingsBodySchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

type DraftControl = Control<TimeTrackingDraft, unknown, UpdateTimeTrackingSettingsBody>;

export function toDraft(settings: TimeTrackingSettings): TimeTrackingDraft {
  return {
    shiftStart: settings.shiftStart,
    shiftEnd: settings.shiftEnd,
    graceMinutes: String(settings.graceMinutes),
    halfDayHours: String(settings.halfDayHours),
    overtimeAfterHours: String(settings.overtimeAfterHours),
    breaksPaid: settings.breaksPaid,
    maxBreakMinutes: settings.maxBreakMinutes === null ? '' : String(settings.maxBreakMinutes),
    autoCloseAfterHours: String(settings.autoCloseAfterHours),
    allowedNetworks: settings.allowedNetworks.map((value) => ({ value })),
    officeShifts: settings.officeShifts.map((shift) => ({ ...shift })),
  };
}

/** `body.allowedNetworks.2` names the row; its input is the row's `value`. */
function formPath(field: string): string | null {
  const network = /^body\.allowedNetworks\.(\d+)$/.exec(field);
  return network ? `allowedNetworks.${network[1]}.value` : null;
}

export function TimeTrackingSettingsForm({
  settings,
  offices,
  canWrite,
}: {
  settings: TimeTrackingSettings;
  offices: OfficeListResponse['items'];
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const form = useForm<TimeTrackingDraft, unknown, UpdateTimeTrackingSettingsBody>({
    resolver: zodResolver(TimeTrackingFormSchema),
    defaultValues: toDraft(settings),
  });
  const update = useUpdateTimeTrackingSettings();
  const formError = form.formState.errors.root?.server?.message;
  const dirty = form.formState.isDirty;

  const onSubmit = async (body: UpdateTimeTrackingSettingsBody) => {
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync(body);
      form.reset(toDraft(saved));
      toast.success(t`Time tracking rules saved`);
    } catch (error) {
      const message = (error instanceof Error && error.message) || t`Could not save the time tracking rules`;
      if (!setServerErrors(form, error, { fallback: message, pathOf: formPath })) {
        toast.error(message, { duration: 6000 });
      }
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6" aria-label={t`Time tracking rules`}>
      <ErrorAlert message={formError} />
      <fieldset disabled={!canWrite || update.isPending} className="space-y-6">
        <Section
          title={t`Company shift`}
          hint={t`The working day of everyone whose office or own shift says nothing else.`}
        >
          <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
            <TimeField control={form.control} name="shiftStart" label={t`Starts at`} className="space-y-2" />
            <TimeField control={form.control} name="shiftEnd" label={t`Ends at`} className="space-y-2" />
            <NumberInput
              className="col-span-2 sm:col-span-1"
              control={form.control}
              name="graceMinutes"
              label={t`Grace period`}
              unit={t`minutes`}
              hint={t`A first clock-in this long after the start is not late.`}
            />
          </div>
        </Section>

        <Section title={t`Length of a day`} hint={t`In worked hours, by quarter hours (7.75 is 7 h 45 m).`}>
          <div className="grid gap-5 sm:grid-cols-3">
            <NumberInput
              control={form.control}
              name="halfDayHours"
              label={t`Half day below`}
              unit={t`hours`}
              step={0.25}
              hint={t`Fewer worked hours than this make a half day.`}
            />
            <NumberInput
              control={form.control}
              name="overtimeAfterHours"
              label={t`Overtime after`}
              unit={t`hours`}
              step={0.25}
              hint={t`Worked time beyond this in a day is overtime.`}
            />
          </div>
        </Section>

        <Section title={t`Breaks and entries left open`}>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField
              control={form.control}
              name="breaksPaid"
              render={({ field }) => (
                <FormItem className="sm:col-span-3">
                  <div className="flex items-start gap-3">
                    <FormControl describe>
                      <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                    </FormControl>
                    <div className="grid gap-1">
                      <FormLabel>
                        <Trans>Breaks count as worked time</Trans>
                      </FormLabel>
                      <FormDescription keep>
                        <Trans>Off: time on a break is left out of the hours worked.</Trans>
                      </FormDescription>
                    </div>
                  </div>
                </FormItem>
              )}
            />
            <NumberInput
              control={form.control}
              name="maxBreakMinutes"
              label={t`Longest breaks in a day`}
              unit={t`minutes`}
              placeholder={t`No limit`}
              hint={t`More than this flags the day for review. Empty: no limit.`}
            />
            <NumberInput
              control={form.control}
              name="autoCloseAfterHours"
              label={t`Close open entries after`}
              unit={t`hours`}
              hint={t`After the shift end, an entry still open is closed at the shift end and flagged.`}
            />
          </div>
        </Section>

        <NetworksSection control={form.control} />
        <OfficeShiftsSection control={form.control} offices={offices} />
      </fieldset>

      {canWrite ? (
        <div className="flex justify-end gap-2 border-t pt-5">
          <Button
            variant="outline"
            disabled={!dirty || update.isPending}
            onClick={() => form.reset(toDraft(settings))}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? <Spinner /> : null}
            <Trans>Save rules</Trans>
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    // The rule sits on a wrapper: a fieldset's own border would run through its legend.
    <div className="border-t pt-5 first:border-t-0 first:pt-0">
      <fieldset aria-describedby={hint ? id : undefined}>
        <legend className="text-sm font-semibold">{title}</legend>
        {hint ? (
          <p id={id} className="mt-1 text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <div className="mt-4 space-y-4">{children}</div>
      </fieldset>
    </div>
  );
}

function TimeField({
  control,
  name,
  label,
  className,
}: {
  control: DraftControl;
  name: 'shiftStart' | 'shiftEnd' | `officeShifts.${number}.shiftStart` | `officeShifts.${number}.shiftEnd`;
  label: string;
  className?: string;
}) {
  return (
    <FormRow control={control} name={name} label={label} className={className}>
      {(field) => <Input {...field} type="time" step={60} className="w-full tabular-nums sm:w-36" />}
    </FormRow>
  );
}

function NumberInput({
  control,
  name,
  label,
  unit,
  hint,
  step = 1,
  placeholder,
  className,
}: {
  className?: string;
  control: DraftControl;
  name: NumberField;
  label: string;
  unit: string;
  hint: string;
  step?: number;
  placeholder?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="flex items-center gap-2">
            <FormControl describe>
              <Input
                {...field}
                type="number"
                inputMode="decimal"
                min={0}
                step={step}
                placeholder={placeholder}
                className="w-28 tabular-nums"
              />
            </FormControl>
            <span className="text-sm text-muted-foreground">{unit}</span>
          </div>
          <FormMessage />
          <FormDescription keep>{hint}</FormDescription>
        </FormItem>
      )}
    />
  );
}

/**
 * A section of rows the form adds and removes: the rows as a list, or what having none means, and
 * the button that adds one.
 */
function RowsSection({
  title,
  hint,
  count,
  Icon,
  empty,
  listClassName,
  addLabel,
  addDisabled,
  onAdd,
  children,
}: {
  title: string;
  hint: string;
  count: number;
  Icon: LucideIcon;
  /** What an empty list means, in place of the rows. */
  empty: ReactNode;
  listClassName: string;
  addLabel: string;
  addDisabled: boolean;
  onAdd: () => void;
  /** The rows, each an `li`. */
  children: ReactNode;
}) {
  return (
    <Section title={title} hint={hint}>
      {count === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {empty}
        </p>
      ) : (
        <ul className={listClassName} aria-label={title}>
          {children}
        </ul>
      )}
      <Button variant="outline" size="sm" disabled={addDisabled} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </Section>
  );
}

function NetworksSection({ control }: { control: DraftControl }) {
  const { t } = useLingui();
  const networks = useFieldArray({ control, name: 'allowedNetworks' });
  return (
    <RowsSection
      title={t`Office networks`}
      hint={t`Clock-ins only from these networks, in CIDR notation (203.0.113.0/24, or 2001:db8::/48). None: from anywhere.`}
      count={networks.fields.length}
      Icon={Network}
      empty={t`People may clock in from anywhere.`}
      listClassName="space-y-2"
      addLabel={t`Add network`}
      addDisabled={networks.fields.length >= MAX_NETWORKS}
      onAdd={() => networks.append({ value: '' }, { shouldFocus: true })}
    >
      {networks.fields.map((row, index) => {
        const number = index + 1;
        return (
          <li key={row.id}>
            <FormField
              control={control}
              name={`allowedNetworks.${index}.value`}
              render={({ field }) => (
                <FormItem className="space-y-1">
                  <FormLabel className="sr-only">
                    <Trans>Network {number}</Trans>
                  </FormLabel>
                  <div className="flex items-center gap-2">
                    <FormControl>
                      <Input
                        {...field}
                        placeholder="203.0.113.0/24"
                        spellCheck={false}
                        autoComplete="off"
                        className="max-w-72 font-mono"
                      />
                    </FormControl>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t`Remove network ${number}`}
                      onClick={() => networks.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <FormMessage />
                </FormItem>
              )}
            />
          </li>
        );
      })}
    </RowsSection>
  );
}

function OfficeShiftsSection({
  control,
  offices,
}: {
  control: DraftControl;
  offices: OfficeListResponse['items'];
}) {
  const { t } = useLingui();
  const shifts = useFieldArray({ control, name: 'officeShifts' });
  const nameOf = (id: string) => offices.find((office) => office.id === id)?.name ?? t`Office`;
  return (
    <RowsSection
      title={t`Office shifts`}
      hint={t`An office listed here works its own hours; a person’s own shift, set on their record, comes first.`}
      count={shifts.fields.length}
      Icon={Building2}
      empty={t`Every office works the company shift.`}
      listClassName="space-y-3"
      addLabel={t`Add office shift`}
      addDisabled={offices.length === 0 || shifts.fields.length >= offices.length}
      onAdd={() => shifts.append({ officeId: '', shiftStart: '09:00', shiftEnd: '18:00' })}
    >
      {shifts.fields.map((row, index) => {
        const office = nameOf(row.officeId);
        return (
          <li
            key={row.id}
            className="grid gap-3 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-start"
          >
            <FormRow control={control} name={`officeShifts.${index}.officeId`} label={t`Office`}>
              {(field) => (
                <NativeSelect {...field}>
                  <option value="">{t`Choose an office`}</option>
                  {offices.map((office) => (
                    <option key={office.id} value={office.id}>
                      {office.name}
                      {office.city && office.city !== office.name ? `, ${office.city}` : ''}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormRow>
            <TimeField control={control} name={`officeShifts.${index}.shiftStart`} label={t`Starts at`} />
            <TimeField control={control} name={`officeShifts.${index}.shiftEnd`} label={t`Ends at`} />
            <Button
              variant="ghost"
              size="icon-sm"
              className="justify-self-end sm:mt-7"
              aria-label={t`Remove ${office}’s shift`}
              onClick={() => shifts.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </RowsSection>
  );
}

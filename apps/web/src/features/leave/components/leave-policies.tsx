/**
 * Hr's policy editor: every leave type with what its policy says, a new type, and a change to one
 * (audited on the server). Types are never deleted: one no longer offered is made inactive. A type
 * may be limited to some genders and some offices; the server offers it to no one else.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, type Gender } from '@hrms/contracts/employees';
import {
  type CreateLeaveTypeBody,
  CreateLeaveTypeBodySchema,
  LEAVE_ACCRUALS,
  type LeaveAccrual,
  type LeaveType,
  LeaveTypeSchema,
} from '@hrms/contracts/leave';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type Control, type FieldErrors, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { QueryError } from '../../../components/query-error';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormField, FormItem, FormMessage, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useOffices } from '../api/get-offices';
import { leaveKeys } from '../api/leave-keys';
import { GENDER_MESSAGES } from '../utils/gender-labels';

const ACCRUAL_LABELS: Record<LeaveAccrual, MessageDescriptor> = {
  yearly: msg`All at the start of the year`,
  monthly: msg`A twelfth each month`,
  none: msg`Only when granted`,
};

function useAllTypes() {
  return useQuery({
    queryKey: [...leaveKeys.types(), 'all'],
    queryFn: async ({ signal }) =>
      z
        .object({ items: z.array(LeaveTypeSchema) })
        .parse(await api.get<unknown>('/leave/types', { query: { scope: 'all' }, signal })),
  });
}

function useSaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: CreateLeaveTypeBody }) =>
      LeaveTypeSchema.parse(
        id
          ? await api.patch<unknown>(`/leave/types/${encodeURIComponent(id)}`, body)
          : await api.post<unknown>('/leave/types', body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

/** `a`, `a and b`, `a, b and c`. */
function listText(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const rest = items.slice(0, -1).join(', ');
  const last = items.at(-1) ?? '';
  return i18n._(msg`${rest} and ${last}`);
}

type OfficeNames = ReadonlyMap<string, string>;

/** `Mumbai office only`; an office no longer listed counts without its name. */
function officesText(officeIds: readonly string[], names: OfficeNames): string {
  const known = officeIds.flatMap((id) => names.get(id) ?? []);
  const unknown = officeIds.length - known.length;
  if (unknown > 0) {
    const list = listText([
      ...known,
      i18n._(msg`${plural(unknown, { one: '# other office', other: '# other offices' })}`),
    ]);
    return i18n._(msg`${list} only`);
  }
  const list = listText(known);
  return officeIds.length === 1 ? i18n._(msg`${list} office only`) : i18n._(msg`${list} offices only`);
}

/** What one type's policy says, in a line. */
function policyLine(t: LeaveType, offices: OfficeNames): string {
  const {
    annualDays,
    carryForwardMaxDays: carried,
    maxConsecutiveDays: longest,
    minNoticeDays: notice,
    attachmentAfterDays: proofAfter,
  } = t;
  const genders = listText(t.genders.map((g) => i18n._(GENDER_MESSAGES[g]).toLowerCase()));
  const parts = [
    t.tracksBalance
      ? annualDays === null
        ? i18n._(msg`granted days`)
        : i18n._(msg`${annualDays} days a year`)
      : i18n._(msg`no balance`),
    t.accrual === 'monthly' ? i18n._(msg`accrues monthly`) : null,
    t.accrual === 'yearly' && annualDays !== null && !t.prorateForJoiners
      ? i18n._(msg`in full for joiners`)
      : null,
    carried ? i18n._(msg`carry forward ${carried}`) : null,
    longest ? i18n._(msg`at most ${longest} in a row`) : null,
    notice ? i18n._(msg`${plural(notice, { one: '# day’s notice', other: '# days’ notice' })}`) : null,
    t.halfDayAllowed ? null : i18n._(msg`whole days only`),
    t.countsWeekendsAndHolidays ? i18n._(msg`weekends and holidays count`) : null,
    t.optionalHolidays ? i18n._(msg`on optional holidays only`) : null,
    proofAfter !== null ? i18n._(msg`certificate past ${proofAfter} days`) : null,
    t.genders.length ? i18n._(msg`for ${genders}`) : null,
    t.officeIds.length ? officesText(t.officeIds, offices) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function LeavePolicies() {
  const { t } = useLingui();
  const types = useAllTypes();
  const offices = useOffices();
  const officeNames: OfficeNames = new Map(offices.data?.items.map((o) => [o.id, o.name]));
  const [editing, setEditing] = useState<{ open: boolean; type: LeaveType | null }>({
    open: false,
    type: null,
  });
  if (types.isError) {
    return (
      <QueryError
        title={t`We could not load the leave types`}
        error={types.error}
        onRetry={() => void types.refetch()}
        retrying={types.isFetching}
      />
    );
  }
  if (!types.data) return <Skeleton className="h-64" />;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <Trans>Changes apply to new requests and the next accrual; every change is audited.</Trans>
        </p>
        <Button size="sm" onClick={() => setEditing({ open: true, type: null })}>
          <Plus aria-hidden="true" />
          <Trans>Add leave type</Trans>
        </Button>
      </div>
      <ul className="divide-y rounded-xl border bg-card">
        {types.data.items.map((type) => (
          <li key={type.id} className="flex items-center gap-3 p-3" data-testid="leave-type-row">
            <Badge variant="outline" className="w-12 justify-center">
              {type.code}
            </Badge>
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {type.name}
                {type.paid ? '' : <span className="font-normal text-muted-foreground">{t` · unpaid`}</span>}
                {type.active ? (
                  ''
                ) : (
                  <span className="font-normal text-muted-foreground">{t` · not offered`}</span>
                )}
              </p>
              <p className="text-sm text-muted-foreground">{policyLine(type, officeNames)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing({ open: true, type })}
              aria-label={t`Edit ${type.name}`}
            >
              <Pencil aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={editing.open} onOpenChange={(open) => !open && setEditing({ open: false, type: null })}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing.type ? t`Edit ${editing.type.name}` : t`Add a leave type`}</DialogTitle>
            <DialogDescription>
              <Trans>Days are whole, half or quarter days. Leave a limit empty for none.</Trans>
            </DialogDescription>
          </DialogHeader>
          {editing.open ? (
            <PolicyForm type={editing.type} onDone={() => setEditing({ open: false, type: null })} />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface Values {
  code: string;
  name: string;
  description: string;
  paid: boolean;
  tracksBalance: boolean;
  annualDays: string;
  accrual: LeaveAccrual;
  prorateForJoiners: boolean;
  carryForwardMaxDays: string;
  encashmentMaxDays: string;
  halfDayAllowed: boolean;
  maxConsecutiveDays: string;
  minNoticeDays: string;
  attachmentAfterDays: string;
  countsWeekendsAndHolidays: boolean;
  allowNegativeBalance: boolean;
  optionalHolidays: boolean;
  /** `all` sends no limit; `chosen` sends the boxes ticked, at least one. */
  genderScope: Scope;
  genders: Gender[];
  officeScope: Scope;
  officeIds: string[];
  active: boolean;
}

type Scope = 'all' | 'chosen';

const text = (n: number | null) => (n === null ? '' : String(n));
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

function valuesOf(t: LeaveType | null): Values {
  return {
    code: t?.code ?? '',
    name: t?.name ?? '',
    description: t?.description ?? '',
    paid: t?.paid ?? true,
    tracksBalance: t?.tracksBalance ?? true,
    annualDays: text(t?.annualDays ?? null),
    accrual: t?.accrual ?? 'yearly',
    prorateForJoiners: t?.prorateForJoiners ?? true,
    carryForwardMaxDays: text(t?.carryForwardMaxDays ?? null),
    encashmentMaxDays: text(t?.encashmentMaxDays ?? null),
    halfDayAllowed: t?.halfDayAllowed ?? true,
    maxConsecutiveDays: text(t?.maxConsecutiveDays ?? null),
    minNoticeDays: String(t?.minNoticeDays ?? 0),
    attachmentAfterDays: text(t?.attachmentAfterDays ?? null),
    countsWeekendsAndHolidays: t?.countsWeekendsAndHolidays ?? false,
    allowNegativeBalance: t?.allowNegativeBalance ?? false,
    optionalHolidays: t?.optionalHolidays ?? false,
    genderScope: t?.genders.length ? 'chosen' : 'all',
    genders: t?.genders ?? [],
    officeScope: t?.officeIds.length ? 'chosen' : 'all',
    officeIds: t?.officeIds ?? [],
    active: t?.active ?? true,
  };
}

const check = zodResolver(CreateLeaveTypeBodySchema);

/** "Chosen" with nothing ticked would save as no limit at all: it is refused instead. */
function emptyChoices(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (values.genderScope === 'chosen' && values.genders.length === 0) {
    errors.genders = { type: 'required', message: i18n._(msg`Choose at least one gender`) };
  }
  if (values.officeScope === 'chosen' && values.officeIds.length === 0) {
    errors.officeIds = { type: 'required', message: i18n._(msg`Choose at least one office`) };
  }
  return errors;
}

/** The server names a list's item (`body.officeIds.0`); its message belongs under the whole list. */
const listPathOf = (field: string) => /^body\.(genders|officeIds)\b/.exec(field)?.[1] ?? null;

function PolicyForm({ type, onDone }: { type: LeaveType | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveType();
  const form = useForm<Values, unknown, CreateLeaveTypeBody>({
    defaultValues: valuesOf(type),
    resolver: async (values, context, options) => {
      const { genderScope, officeScope, ...fields } = values;
      const result = await check(
        {
          ...fields,
          description: values.description.trim() || null,
          annualDays: numberOrNull(values.annualDays),
          carryForwardMaxDays: numberOrNull(values.carryForwardMaxDays),
          encashmentMaxDays: numberOrNull(values.encashmentMaxDays),
          maxConsecutiveDays: numberOrNull(values.maxConsecutiveDays),
          minNoticeDays: Number(values.minNoticeDays || 0),
          attachmentAfterDays: numberOrNull(values.attachmentAfterDays),
          genders: genderScope === 'chosen' ? values.genders : [],
          officeIds: officeScope === 'chosen' ? values.officeIds : [],
        },
        context,
        options as never,
      );
      const errors = { ...result.errors, ...emptyChoices(values) } as FieldErrors<Values>;
      return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
    },
  });
  const formError = form.formState.errors.root?.server?.message;
  const submit = async (body: CreateLeaveTypeBody) => {
    try {
      const saved = await save.mutateAsync({ id: type?.id ?? null, body });
      const name = saved.name;
      toast.success(type ? t`${name} was saved` : t`${name} was added`);
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: listPathOf });
    }
  };
  const textField = (name: FieldPath<Values>, label: string, placeholder = '') => (
    <FormRow control={form.control} name={name} label={label}>
      {(field) => (
        <Input
          name={field.name}
          value={String(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          inputMode={name === 'code' || name === 'name' ? undefined : 'decimal'}
          autoComplete="off"
        />
      )}
    </FormRow>
  );
  const flag = (name: FieldPath<Values>, label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <LabelledCheckbox
          label={label}
          checked={field.value === true}
          onCheckedChange={(on) => field.onChange(on === true)}
        />
      )}
    />
  );
  return (
    <Form form={form} onSubmit={submit} className="grid max-h-[70vh] gap-4 overflow-y-auto pr-1">
      <ErrorAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-3">
        {textField('code', t`Code`, 'CL')}
        <div className="sm:col-span-2">{textField('name', t`Name`, t`Casual leave`)}</div>
      </div>
      <FormRow control={form.control} name="description" label={t`Description (optional)`}>
        {(field) => <Textarea {...field} rows={2} />}
      </FormRow>
      <div className="grid gap-4 sm:grid-cols-3">
        {textField('annualDays', t`Days a year`, '12')}
        <FormRow
          control={form.control}
          name="accrual"
          label={t`How the days arrive`}
          className="sm:col-span-2"
        >
          {(field) => (
            <NativeSelect {...field}>
              {LEAVE_ACCRUALS.map((a) => (
                <option key={a} value={a}>
                  {i18n._(ACCRUAL_LABELS[a])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormRow>
        {textField('carryForwardMaxDays', t`Carry forward at most`)}
        {textField('encashmentMaxDays', t`Encash at most`)}
        {textField('maxConsecutiveDays', t`Longest run, in days`)}
        {textField('minNoticeDays', t`Notice, in days`, '0')}
        {textField('attachmentAfterDays', t`Proof after, in days`)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScopedChoice
          control={form.control}
          scope="genderScope"
          list="genders"
          label={t`Who may take it`}
          listLabel={t`Genders`}
          allLabel={t`Everyone`}
          chosenLabel={t`Only the genders chosen`}
          options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_MESSAGES[g]) }))}
        />
        <OfficeChoice control={form.control} />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {flag('paid', t`Paid`)}
        {flag('tracksBalance', t`Keeps a balance`)}
        {flag('prorateForJoiners', t`Joiners get a share of the year`)}
        {flag('halfDayAllowed', t`Half days allowed`)}
        {flag('countsWeekendsAndHolidays', t`Weekends and holidays inside count (sandwich rule)`)}
        {flag('allowNegativeBalance', t`May go below zero`)}
        {flag('optionalHolidays', t`Taken on optional holidays only`)}
        {flag('active', t`Offered to people`)}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {type ? t`Save` : t`Add leave type`}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** The company's offices as choices; while they load, or if they cannot, a line says so. */
function OfficeChoice({ control }: { control: Control<Values, unknown, CreateLeaveTypeBody> }) {
  const { t } = useLingui();
  const offices = useOffices();
  return (
    <ScopedChoice
      control={control}
      scope="officeScope"
      list="officeIds"
      label={t`Applies to offices`}
      listLabel={t`Offices`}
      allLabel={t`All offices`}
      chosenLabel={t`Only the offices chosen`}
      options={offices.data?.items.map((o) => ({ value: o.id, label: t`${o.name} office` })) ?? []}
      empty={
        offices.isError ? (
          <p className="text-sm text-destructive">
            <Trans>
              The offices could not be listed.{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void offices.refetch()}>
                Try again
              </Button>
            </Trans>
          </p>
        ) : (
          <Skeleton className="h-16" />
        )
      }
    />
  );
}

/**
 * A limit that is either none ("everyone", "all offices") or the boxes ticked: a select for which,
 * and the boxes under it once limited.
 */
function ScopedChoice({
  control,
  scope,
  list,
  label,
  listLabel,
  allLabel,
  chosenLabel,
  options,
  empty = null,
}: {
  control: Control<Values, unknown, CreateLeaveTypeBody>;
  scope: 'genderScope' | 'officeScope';
  list: 'genders' | 'officeIds';
  label: string;
  /** The boxes' group, as a screen reader names it. */
  listLabel: string;
  allLabel: string;
  chosenLabel: string;
  options: readonly { value: string; label: string }[];
  /** Shown in place of the boxes while there are none. */
  empty?: ReactNode;
}) {
  const limited = useWatch({ control, name: scope }) === 'chosen';
  return (
    <div className="grid content-start gap-2">
      <FormRow control={control} name={scope} label={label}>
        {(field) => (
          <NativeSelect {...field}>
            <option value="all">{allLabel}</option>
            <option value="chosen">{chosenLabel}</option>
          </NativeSelect>
        )}
      </FormRow>
      {limited ? (
        <FormField
          control={control}
          name={list}
          render={({ field, fieldState }) => {
            const chosen = field.value as string[];
            return (
              <FormItem className="space-y-2">
                <fieldset aria-label={listLabel} className="grid gap-2 rounded-md border bg-muted/30 p-3">
                  {options.length === 0
                    ? empty
                    : options.map((option) => (
                        <LabelledCheckbox
                          key={option.value}
                          label={option.label}
                          checked={chosen.includes(option.value)}
                          aria-invalid={fieldState.error ? true : undefined}
                          onCheckedChange={(on) =>
                            field.onChange(
                              on === true
                                ? [...chosen, option.value]
                                : chosen.filter((value) => value !== option.value),
                            )
                          }
                        />
                      ))}
                </fieldset>
                <FormMessage />
              </FormItem>
            );
          }}
        />
      ) : null}
    </div>
  );
}

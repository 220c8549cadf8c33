/**
 * A saved holiday that approved leave still counts (admin and hr): who is on leave that day and the
 * days each gets back, and the decision — give the days back, move the holiday, or keep both as they
 * are — with a note for the audit trail. Giving days back changes balances, so it asks first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CheckConflictsBody,
  type Holiday,
  type LeaveImpactResponse,
  RESOLUTIONS,
  type ResolveConflictBody,
  ResolveConflictBodySchema,
  type ResolveConflictResult,
} from '@hrms/contracts/holidays';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { QueryError } from '../../../components/query-error';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { i18n } from '../../../i18n/i18n';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useHolidayConflicts } from '../api/get-holiday-offices';
import { useLeaveImpact } from '../api/get-leave-impact';
import { useResolveHolidayConflict } from '../api/resolve-holiday-conflict';
import { HolidayConflictsAlert } from './holiday-conflicts-alert';
import { appliesToText } from './holiday-list';

type Resolution = (typeof RESOLUTIONS)[number];

const RESOLUTION_TEXT: Record<
  Resolution,
  { label: MessageDescriptor; description: MessageDescriptor; submit: MessageDescriptor }
> = {
  refund: {
    label: msg`Give the days back`,
    description: msg`Their leave is counted again with the holiday, and the difference goes back to each balance. Each person is told.`,
    submit: msg`Give days back`,
  },
  move: {
    label: msg`Move the holiday to another date`,
    description: msg`The holiday leaves this day for the date you choose; the leave stays as it was approved.`,
    submit: msg`Move holiday`,
  },
  keep: {
    label: msg`Keep the holiday and the leave as they are`,
    description: msg`Nothing changes: the leave keeps counting this day. Your decision is recorded.`,
    submit: msg`Keep as they are`,
  },
};

const daysText = (days: number) => i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
const peopleText = (people: number) => i18n._(msg`${plural(people, { one: '# person', other: '# people' })}`);

/** `14 Aug 2027`, or `14 Aug 2027 – 16 Aug 2027`. */
const spanText = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

interface Values {
  action: Resolution;
  date: string;
  note: string;
}

const check = zodResolver(ResolveConflictBodySchema);

function toBody(values: Values): ResolveConflictBody {
  return {
    action: values.action,
    date: values.action === 'move' && values.date ? values.date : undefined,
    note: values.note.trim() || undefined,
  };
}

function resultText(holiday: Holiday, result: ResolveConflictResult): string {
  const name = holiday.name;
  if (result.action === 'move') {
    const date = formatDate(result.holiday.date);
    return i18n._(msg`${name} moved to ${date}`);
  }
  if (result.action === 'keep') return i18n._(msg`${name} and the leave on it stay as they are`);
  const days = result.refunded.reduce((sum, item) => sum + item.daysBack, 0);
  const people = new Set(result.refunded.map((item) => item.employee.id)).size;
  const given = daysText(days);
  const to = peopleText(people);
  return days > 0
    ? i18n._(msg`${given} went back to ${to}`)
    : i18n._(msg`No leave needed giving back: it was settled already`);
}

/** Who is on leave on the holiday, and what each gets back. */
function LeaveOnHolidayList({ impact }: { impact: LeaveImpactResponse }) {
  const people = peopleText(impact.people);
  const days = daysText(impact.daysBack);
  return (
    <div className="grid gap-2">
      <p className="text-sm" data-testid="leave-impact-summary">
        <Trans>
          <span className="font-medium">{people}</span> on approved leave ·{' '}
          <span className="font-medium">{days}</span> to give back
        </Trans>
      </p>
      <ul className="max-h-56 divide-y overflow-y-auto rounded-lg border text-sm">
        {impact.items.map((item) => (
          <li
            key={item.requestId}
            className="flex items-start justify-between gap-3 px-3 py-2"
            data-testid="leave-on-holiday"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{item.employee.name}</p>
              <p className="text-xs text-muted-foreground">
                {item.leaveType.name} · {spanText(item.startDate, item.endDate)}
              </p>
            </div>
            <p className="shrink-0 text-right tabular-nums text-success">
              <DaysBack days={item.daysBack} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `+1 day back`, the word `back` for screen readers. */
function DaysBack({ days }: { days: number }) {
  const back = daysText(days);
  return (
    <Trans>
      +{back}
      <span className="sr-only"> back</span>
    </Trans>
  );
}

function SettleForm({
  holiday,
  impact,
  onDone,
}: {
  holiday: Holiday;
  impact: LeaveImpactResponse;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const resolve = useResolveHolidayConflict();
  const [confirming, setConfirming] = useState<ResolveConflictBody | null>(null);
  const form = useForm<Values, unknown, ResolveConflictBody>({
    defaultValues: { action: 'refund', date: '', note: '' },
    resolver: async (values, context, options) => {
      if (values.action === 'move' && values.date === holiday.date) {
        const errors: FieldErrors<Values> = {
          date: { type: 'same', message: t`Choose a date other than the holiday’s own` },
        };
        return { values: {}, errors };
      }
      return check(toBody(values), context, options as never);
    },
  });
  const formError = form.formState.errors.root?.server?.message;
  const [action, date] = form.watch(['action', 'date']);

  // What the new date would run into, before the holiday goes there.
  const settled = useDebouncedValue(action === 'move' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '', 300);
  const target: CheckConflictsBody | null = settled
    ? {
        date: settled,
        name: holiday.name,
        officeIds: holiday.offices.map((o) => o.id),
        regions: holiday.regions,
        excludeId: holiday.id,
      }
    : null;
  const conflicts = useHolidayConflicts(target);

  const run = async (body: ResolveConflictBody) => {
    try {
      const result = await resolve.mutateAsync({ id: holiday.id, body });
      toast.success(resultText(holiday, result));
      setConfirming(null);
      onDone();
    } catch (error) {
      setConfirming(null);
      setServerErrors(form, error);
    }
  };
  const submit = (body: ResolveConflictBody) => (body.action === 'refund' ? setConfirming(body) : run(body));
  const backDays = daysText(impact.daysBack);
  const backPeople = peopleText(impact.people);
  const holidayName = holiday.name;
  const holidayDate = formatDate(holiday.date);

  return (
    <>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <ErrorAlert message={formError} />
        <LeaveOnHolidayList impact={impact} />
        <FormRow
          control={form.control}
          name="action"
          label={t`What to do`}
          description={i18n._(RESOLUTION_TEXT[action].description)}
          describe
        >
          {(field) => (
            <NativeSelect {...field}>
              {RESOLUTIONS.map((r) => (
                <option key={r} value={r}>
                  {i18n._(RESOLUTION_TEXT[r].label)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormRow>
        {action === 'move' ? (
          <FormRow control={form.control} name="date" label={t`New date`}>
            {(field) => (
              <DateInput
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                className="sm:max-w-56"
              />
            )}
          </FormRow>
        ) : null}
        {action === 'move' ? (
          <HolidayConflictsAlert conflicts={conflicts.data?.conflicts ?? []} data-testid="move-conflicts" />
        ) : null}
        <FormRow
          control={form.control}
          name="note"
          label={t`Note`}
          optional
          description={t`Why, for the audit trail; the people on leave do not see it.`}
          describe
        >
          {(field) => <Textarea {...field} rows={2} maxLength={500} />}
        </FormRow>
        <DialogFooter className="border-t pt-4">
          <Button variant="outline" onClick={onDone} disabled={resolve.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {resolve.isPending && !confirming ? <Spinner /> : null}
            {i18n._(RESOLUTION_TEXT[action].submit)}
          </Button>
        </DialogFooter>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={t`Give ${backDays} back to ${backPeople}?`}
        description={t`Their leave is counted again with ${holidayName} on ${holidayDate} as a holiday, and each balance gets the difference back. Each person is told.`}
        confirmLabel={t`Give days back`}
        variant="default"
        pending={resolve.isPending}
        onConfirm={() => confirming && void run(confirming)}
      />
    </>
  );
}

/** Opened from a holiday's row, or right after saving a holiday that meets approved leave. */
export function HolidayLeaveDialog({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) {
  const { t } = useLingui();
  const impact = useLeaveImpact(holiday?.id ?? null);
  const name = holiday?.name;
  return (
    <Dialog open={holiday !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Approved leave on {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            {holiday ? `${formatDate(holiday.date)} · ${appliesToText(holiday)}. ` : null}
            <Trans>This leave was approved before the day was a holiday, so it still counts the day.</Trans>
          </DialogDescription>
        </DialogHeader>
        {!holiday ? null : impact.isError ? (
          <QueryError
            title={t`We could not load the leave on this day`}
            error={impact.error}
            onRetry={() => void impact.refetch()}
            retrying={impact.isFetching}
          />
        ) : !impact.data ? (
          <Skeleton className="h-40" />
        ) : impact.data.items.length === 0 ? (
          <>
            <p className="py-4 text-center text-sm text-muted-foreground">
              <Trans>No approved leave counts this day now: there is nothing to settle.</Trans>
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <SettleForm key={holiday.id} holiday={holiday} impact={impact.data} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

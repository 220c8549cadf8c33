/**
 * Asking for leave: the type, the dates and halves, a reason; before sending, the working days the
 * dates count in the person's office calendar, which days are not counted and why, and the balance
 * after — each from the server (the same count the request will make), refreshed as the form changes.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EndHalf,
  type LeavePreview,
  type LeaveRequestBody,
  LeaveRequestBodySchema,
  type StartHalf,
} from '@hrms/contracts/leave';
import { CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRequestLeave } from '../api/change-leave';
import { useLeavePreview, useMyLeaveTypes } from '../api/get-leave';
import { daysLabel } from './leave-format';

interface Values {
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  startHalf: StartHalf;
  endHalf: EndHalf;
  reason: string;
}

const check = zodResolver(LeaveRequestBodySchema);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function ApplyLeaveDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Apply for leave</DialogTitle>
          <DialogDescription>
            Your manager is told at once. Weekends and holidays of your office are not counted.
          </DialogDescription>
        </DialogHeader>
        {open ? <ApplyLeaveForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplyLeaveForm({ onDone }: { onDone: () => void }) {
  const types = useMyLeaveTypes();
  const request = useRequestLeave();
  const form = useForm<Values, unknown, LeaveRequestBody>({
    defaultValues: {
      leaveTypeId: '',
      startDate: '',
      endDate: '',
      startHalf: 'full',
      endHalf: 'full',
      reason: '',
    },
    resolver: (values, context, options) =>
      check({ ...values, reason: values.reason.trim() || null }, context, options as never),
  });
  const formError = form.formState.errors.root?.server?.message;
  const [leaveTypeId, startDate, endDate, startHalf, endHalf] = form.watch([
    'leaveTypeId',
    'startDate',
    'endDate',
    'startHalf',
    'endHalf',
  ]);
  const oneDay = startDate !== '' && startDate === endDate;
  const chosenType = types.data?.items.find((t) => t.id === leaveTypeId);
  const halves = chosenType?.halfDayAllowed ?? true;
  // Debounced as text: a new object every render would restart the wait for ever.
  const typed = JSON.stringify(
    leaveTypeId && ISO.test(startDate) && ISO.test(endDate) && endDate >= startDate
      ? { leaveTypeId, startDate, endDate, startHalf, endHalf: oneDay ? 'full' : endHalf }
      : null,
  );
  const settled = useDebouncedValue(typed, 250);
  const candidate = useMemo(() => JSON.parse(settled) as LeaveRequestBody | null, [settled]);
  const preview = useLeavePreview(candidate);

  const submit = async (body: LeaveRequestBody) => {
    try {
      const created = await request.mutateAsync(body);
      toast.success(`Leave requested: ${daysLabel(created.days)} of ${created.leaveType.name.toLowerCase()}`);
      onDone();
    } catch (error) {
      setServerErrors(form, error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <ErrorAlert message={formError} />
      <FormField
        control={form.control}
        name="leaveTypeId"
        render={({ field }) => (
          <FormItem className="space-y-1.5">
            <FormLabel>Leave type</FormLabel>
            <FormControl>
              <NativeSelect {...field} disabled={!types.data}>
                <option value="">Choose a type</option>
                {types.data?.items.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            {chosenType?.description ? (
              <p className="text-sm text-muted-foreground">{chosenType.description}</p>
            ) : null}
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <FormItem className="space-y-1.5">
              <FormLabel>First day</FormLabel>
              <FormControl>
                <DateInput
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // A new first day after the last one moves the last one with it.
                    const end = form.getValues('endDate');
                    if (value && (!end || end < value)) form.setValue('endDate', value);
                  }}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="endDate"
          render={({ field }) => (
            <FormItem className="space-y-1.5">
              <FormLabel>Last day</FormLabel>
              <FormControl>
                <DateInput
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  min={startDate || undefined}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {halves ? (
          <>
            <FormField
              control={form.control}
              name="startHalf"
              render={({ field }) => (
                <FormItem className="space-y-1.5">
                  <FormLabel>{oneDay ? 'How much of the day' : 'How much of the first day'}</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <option value="full">Full day</option>
                      {oneDay ? <option value="first_half">Morning only</option> : null}
                      <option value="second_half">{oneDay ? 'Afternoon only' : 'From the afternoon'}</option>
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {oneDay ? null : (
              <FormField
                control={form.control}
                name="endHalf"
                render={({ field }) => (
                  <FormItem className="space-y-1.5">
                    <FormLabel>How much of the last day</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="full">Full day</option>
                        <option value="first_half">Until noon</option>
                      </NativeSelect>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
          </>
        ) : null}
      </div>
      <FormField
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormItem className="space-y-1.5">
            <FormLabel>Reason (optional)</FormLabel>
            <FormControl>
              <Textarea {...field} rows={2} placeholder="Family function" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <PreviewPanel
        preview={candidate ? preview.data : undefined}
        loading={candidate !== null && preview.isFetching}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={request.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? <Spinner /> : null}
          Send request
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** The count the server makes of the dates: days, what is not counted and why, balance before and after. */
function PreviewPanel({ preview, loading }: { preview: LeavePreview | undefined; loading: boolean }) {
  if (!preview) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground" aria-live="polite">
        {loading ? 'Counting the days…' : 'Choose a type and dates to see the days they count.'}
      </p>
    );
  }
  const skipped = preview.dates.filter((d) => d.counted === 0);
  return (
    <div
      className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
      aria-live="polite"
      data-testid="leave-preview"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="text-lg font-semibold tabular-nums">{daysLabel(preview.days)}</span>{' '}
          <span className="text-muted-foreground">of leave</span>
        </p>
        {preview.balance ? (
          <p className="text-muted-foreground">
            Balance {preview.balance.available} →{' '}
            <span className="font-medium text-foreground">{preview.balance.after}</span>
          </p>
        ) : null}
      </div>
      {skipped.length > 0 ? (
        <ul className="text-muted-foreground">
          {skipped.map((d) => (
            <li key={d.date}>
              {formatDate(d.date)}: {d.reason === 'holiday' ? (d.holiday ?? 'holiday') : 'weekend'}, not
              counted
            </li>
          ))}
        </ul>
      ) : null}
      {preview.issues.length > 0 ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <ul>
              {preview.issues.map((issue) => (
                <li key={`${issue.field}${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

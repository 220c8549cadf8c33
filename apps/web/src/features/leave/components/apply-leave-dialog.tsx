/**
 * Asking for leave: the type, the dates and halves, a reason; before sending, the working days the
 * dates count in the person's office calendar, which days are not counted and why, and the balance
 * after — each from the server (the same count the request will make), refreshed as the form changes.
 * A type for optional holidays is asked for by choosing one of the office's optional holidays; a
 * certificate is asked for when the type wants one for a leave this long, and is uploaded to the
 * person's documents as the request is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PROOF_ACCEPT } from '@hrms/contracts/documents';
import {
  type EndHalf,
  type LeavePreview,
  type LeaveRequestBody,
  LeaveRequestBodySchema,
  type StartHalf,
} from '@hrms/contracts/leave';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { uploadDocument } from '../../../api/upload-document';
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
import { FilePicker } from '../../../components/ui/file-picker';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRequestLeave } from '../api/change-leave';
import { useLeavePreview, useMyLeaveTypes, useMyOptionalHolidays } from '../api/get-leave';
import { daysLabel } from './leave-format';

interface Values {
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  startHalf: StartHalf;
  endHalf: EndHalf;
  reason: string;
  /** Set only by the server's refusal: the certificate is a file until the request is sent. */
  attachmentId: string | null;
}

const check = zodResolver(LeaveRequestBodySchema);
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const CERTIFICATE_FIELD = 'body.attachmentId';

/** What the dialog opens with: an optional holiday chosen on the holidays page. */
export interface LeaveDraft {
  optionalHoliday?: string | undefined;
}

export function ApplyLeaveDialog({
  open,
  onOpenChange,
  employeeId,
  draft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person asking: a certificate is added to their documents. */
  employeeId: string | null;
  draft?: LeaveDraft | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Apply for leave</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Your manager is told at once. Weekends and holidays of your office are not counted.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ApplyLeaveForm employeeId={employeeId} draft={draft} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplyLeaveForm({
  employeeId,
  draft,
  onDone,
}: {
  employeeId: string | null;
  draft: LeaveDraft | undefined;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const types = useMyLeaveTypes();
  const request = useRequestLeave();
  const certificateId = useId();
  const [certificate, setCertificate] = useState<File | null>(null);
  // Uploaded once: a request refused after the upload is sent again with the same document.
  const [uploaded, setUploaded] = useState<{ file: File; id: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values, unknown, LeaveRequestBody>({
    defaultValues: {
      leaveTypeId: '',
      startDate: draft?.optionalHoliday ?? '',
      endDate: draft?.optionalHoliday ?? '',
      startHalf: 'full',
      endHalf: 'full',
      reason: '',
      attachmentId: null,
    },
    resolver: (values, context, options) =>
      check({ ...values, reason: values.reason.trim() || null }, context, options as never),
  });
  const formError = form.formState.errors.root?.server?.message;
  // The last day follows the first until the person gives it a day of its own.
  const lastDayChosen = useRef(false);
  const [leaveTypeId, startDate, endDate, startHalf, endHalf] = form.watch([
    'leaveTypeId',
    'startDate',
    'endDate',
    'startHalf',
    'endHalf',
  ]);
  const oneDay = startDate !== '' && startDate === endDate;
  // Opened for an optional holiday: the type for them, once the types are known.
  const optionalTypeId = types.data?.items.find((t) => t.optionalHolidays)?.id;
  const optionalDraft = draft?.optionalHoliday;
  useEffect(() => {
    if (optionalDraft && optionalTypeId && form.getValues('leaveTypeId') === '') {
      form.setValue('leaveTypeId', optionalTypeId);
    }
  }, [form, optionalDraft, optionalTypeId]);
  const chosenType = types.data?.items.find((t) => t.id === leaveTypeId);
  const halves = chosenType?.halfDayAllowed ?? true;
  const onOptionalHolidays = chosenType?.optionalHolidays ?? false;
  const thisYear = new Date().getFullYear();
  const optionalHolidays = useMyOptionalHolidays(thisYear, onOptionalHolidays);
  const nextYear = useMyOptionalHolidays(thisYear + 1, onOptionalHolidays);
  // Debounced as text: a new object every render would restart the wait for ever.
  const typed = JSON.stringify(
    leaveTypeId && ISO.test(startDate) && ISO.test(endDate) && endDate >= startDate
      ? { leaveTypeId, startDate, endDate, startHalf, endHalf: oneDay ? 'full' : endHalf }
      : null,
  );
  const settled = useDebouncedValue(typed, 250);
  const candidate = useMemo(() => JSON.parse(settled) as LeaveRequestBody | null, [settled]);
  const preview = useLeavePreview(candidate);

  const needsCertificate = preview.data?.attachmentRequired === true && candidate !== null;

  const submit = async (body: LeaveRequestBody) => {
    try {
      let attachmentId: string | null = null;
      if (certificate && needsCertificate && employeeId) {
        attachmentId = uploaded?.file === certificate ? uploaded.id : null;
        if (!attachmentId) {
          setUploading(true);
          try {
            const document = await uploadDocument({
              employeeId,
              file: certificate,
              category: 'medical',
              title: 'Medical certificate',
            });
            attachmentId = document.id;
            setUploaded({ file: certificate, id: document.id });
          } finally {
            setUploading(false);
          }
        }
      }
      const created = await request.mutateAsync({ ...body, attachmentId });
      const days = daysLabel(created.days);
      const leaveType = created.leaveType.name.toLowerCase();
      toast.success(t`Leave requested: ${days} of ${leaveType}`);
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
            <FormLabel>
              <Trans>Leave type</Trans>
            </FormLabel>
            <FormControl>
              <NativeSelect {...field} disabled={!types.data}>
                <option value="">{t`Choose a type`}</option>
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
      {onOptionalHolidays ? (
        <FormRow control={form.control} name="startDate" label={t`Optional holiday`}>
          {(field) => (
            <NativeSelect
              {...field}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.setValue('endDate', event.target.value);
              }}
              disabled={!optionalHolidays.data}
            >
              <option value="">
                {optionalHolidays.data && optionalHolidays.data.length + (nextYear.data?.length ?? 0) === 0
                  ? t`Your office has no optional holidays`
                  : t`Choose a holiday`}
              </option>
              {[...(optionalHolidays.data ?? []), ...(nextYear.data ?? [])].map((holiday) => (
                <option key={holiday.id} value={holiday.date}>
                  {formatDate(holiday.date)} · {holiday.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormRow>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormRow control={form.control} name="startDate" label={t`First day`}>
            {(field) => (
              <DateInput
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  // A new first day moves a last day the person has not chosen, and one before it.
                  const end = form.getValues('endDate');
                  if (value && (!lastDayChosen.current || !end || end < value)) {
                    form.setValue('endDate', value);
                  }
                }}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          </FormRow>
          <FormRow control={form.control} name="endDate" label={t`Last day`}>
            {(field) => (
              <DateInput
                value={field.value}
                onValueChange={(value) => {
                  lastDayChosen.current = value !== '';
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
                name={field.name}
                min={startDate || undefined}
              />
            )}
          </FormRow>
          {halves ? (
            <>
              <FormRow
                control={form.control}
                name="startHalf"
                label={oneDay ? t`How much of the day` : t`How much of the first day`}
              >
                {(field) => (
                  <NativeSelect {...field}>
                    <option value="full">{t`Full day`}</option>
                    {oneDay ? <option value="first_half">{t`Morning only`}</option> : null}
                    <option value="second_half">{oneDay ? t`Afternoon only` : t`From the afternoon`}</option>
                  </NativeSelect>
                )}
              </FormRow>
              {oneDay ? null : (
                <FormRow control={form.control} name="endHalf" label={t`How much of the last day`}>
                  {(field) => (
                    <NativeSelect {...field}>
                      <option value="full">{t`Full day`}</option>
                      <option value="first_half">{t`Until noon`}</option>
                    </NativeSelect>
                  )}
                </FormRow>
              )}
            </>
          ) : null}
        </div>
      )}
      <FormRow control={form.control} name="reason" label={t`Reason (optional)`}>
        {(field) => <Textarea {...field} rows={2} placeholder={t`Family function`} />}
      </FormRow>
      {needsCertificate ? (
        <div className="grid gap-1.5">
          <Label htmlFor={certificateId}>
            <Trans>Medical certificate</Trans>
          </Label>
          <FilePicker
            id={certificateId}
            file={certificate}
            accept={PROOF_ACCEPT}
            aria-invalid={form.formState.errors.attachmentId ? true : undefined}
            onChange={(event) => setCertificate(event.target.files?.[0] ?? null)}
          />
          <p className="text-sm text-muted-foreground">
            <Trans>A PDF or a photo (PNG or JPEG). It is kept with your documents for hr to verify.</Trans>
          </p>
          {form.formState.errors.attachmentId?.message ? (
            <p className="text-sm font-medium text-destructive" role="alert">
              {form.formState.errors.attachmentId.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <PreviewPanel
        preview={candidate ? preview.data : undefined}
        loading={candidate !== null && preview.isFetching}
        certificateChosen={certificate !== null}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={request.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={request.isPending || uploading}>
          {request.isPending || uploading ? <Spinner /> : null}
          <Trans>Send request</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The count the server makes of the dates: days, what is not counted and why, balance before and
 * after — of the leave year the dates fall in, named when it is not this one (next year's leave is
 * booked against next year's days).
 */
function PreviewPanel({
  preview,
  loading,
  certificateChosen,
}: {
  preview: LeavePreview | undefined;
  loading: boolean;
  /** A chosen certificate answers the "needs a certificate" issue: it is uploaded on sending. */
  certificateChosen: boolean;
}) {
  const { t } = useLingui();
  if (!preview) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground" aria-live="polite">
        {loading ? t`Counting the days…` : t`Choose a type and dates to see the days they count.`}
      </p>
    );
  }
  const skipped = preview.dates.filter((d) => d.counted === 0);
  const days = daysLabel(preview.days);
  const balance = preview.balance;
  const issues = preview.issues.filter(
    (issue) => !(certificateChosen && issue.field === CERTIFICATE_FIELD && preview.attachmentRequired),
  );
  return (
    <div
      className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
      aria-live="polite"
      data-testid="leave-preview"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <Trans>
            <span className="text-lg font-semibold tabular-nums">{days}</span>{' '}
            <span className="text-muted-foreground">of leave</span>
          </Trans>
        </p>
        {balance ? <BalanceLine {...balance} /> : null}
      </div>
      {skipped.length > 0 ? (
        <ul className="text-muted-foreground">
          {skipped.map((d) => (
            <li key={d.date}>
              <SkippedDay date={d.date} reason={d.reason} holiday={d.holiday} />
            </li>
          ))}
        </ul>
      ) : null}
      {issues.length > 0 ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <ul>
              {issues.map((issue) => (
                <li key={`${issue.field}${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/** `Balance 12 → 10`, or `2027 balance 12 → 10` for another leave year. */
function BalanceLine({ year, available, after }: { year: number; available: number; after: number }) {
  return (
    <p className="text-muted-foreground">
      {year === new Date().getFullYear() ? (
        <Trans>
          Balance {available} → <span className="font-medium text-foreground">{after}</span>
        </Trans>
      ) : (
        <Trans>
          {year} balance {available} → <span className="font-medium text-foreground">{after}</span>
        </Trans>
      )}
    </p>
  );
}

/** `14 Mar 2026: Holi, not counted`; `15 Mar 2026: weekend, not counted`. */
function SkippedDay({
  date,
  reason,
  holiday,
}: {
  date: string;
  reason: LeavePreview['dates'][number]['reason'];
  holiday: string | null | undefined;
}) {
  const day = formatDate(date);
  if (reason === 'holiday' && holiday)
    return (
      <Trans>
        {day}: {holiday}, not counted
      </Trans>
    );
  if (reason === 'holiday') return <Trans>{day}: holiday, not counted</Trans>;
  return <Trans>{day}: weekend, not counted</Trans>;
}

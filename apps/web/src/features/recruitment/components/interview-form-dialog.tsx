/**
 * Scheduling an interview for an application (hr), or moving one to another time or place: when
 * (typed in the person's own time zone, sent as an instant), how long, where, and for a new one the
 * panel. Each interviewer is mailed an invitation for their calendar.
 */
import type { Interview } from '@hrms/contracts/recruitment';
import { type Control, useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { ErrorAlert } from '../../../components/ui/alert';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { valueControl } from '../../../components/value-control';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDateTimeIn } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useScheduleInterview } from '../api/schedule-interview';
import { useUpdateInterview } from '../api/update-interview';
import {
  EMPTY_SCHEDULE,
  interviewFieldOf,
  type RescheduleBody,
  rescheduleFormValues,
  rescheduleResolver,
  type ScheduleBody,
  type ScheduleFormValues,
  scheduleResolver,
} from '../utils/application-forms';
import { ColleaguesPicker } from './colleagues-picker';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function WhenWhereFields<T extends ScheduleBody | RescheduleBody>({
  control,
}: {
  control: Control<ScheduleFormValues, unknown, T>;
}) {
  return (
    <>
      <FormRow
        control={control}
        name="startsAt"
        label="Starts"
        description={`In your time zone (${TIME_ZONE}).`}
        describe
        className="space-y-2"
      >
        {(field) => <DateTimeInput {...valueControl(field)} />}
      </FormRow>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormRow control={control} name="durationMinutes" label="Length in minutes" className="space-y-2">
          {(field) => <Input {...field} type="number" inputMode="numeric" min={15} max={480} step={15} />}
        </FormRow>
        <FormRow control={control} name="location" label="Where" className="space-y-2">
          {(field) => <Input {...field} maxLength={300} placeholder="Room 4B, or a video call link" />}
        </FormRow>
      </div>
    </>
  );
}

function ScheduleForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const schedule = useScheduleInterview();
  const form = useForm<ScheduleFormValues, unknown, ScheduleBody>({
    defaultValues: EMPTY_SCHEDULE,
    resolver: scheduleResolver,
  });
  const submit = async (body: ScheduleBody) => {
    try {
      const interview = await schedule.mutateAsync({ applicationId, body });
      toast.success(
        `Interview with ${interview.candidate} on ${formatDateTimeIn(interview.startsAt, interview.timeZone)} scheduled`,
      );
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: interviewFieldOf });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="schedule-interview-form">
      <ErrorAlert message={form.formState.errors.root?.server?.message} />
      <WhenWhereFields control={form.control} />
      <FormRow
        control={form.control}
        name="interviewers"
        label="Interviewers"
        description="Up to 8. Each fills in a scorecard after the interview."
        describe
        className="space-y-2"
      >
        {(field) => (
          <ColleaguesPicker
            value={field.value}
            onChange={field.onChange}
            max={8}
            noun="interviewer"
            disabled={schedule.isPending}
          />
        )}
      </FormRow>
      <FormDialogFooter pending={schedule.isPending} onCancel={onDone} submitLabel="Schedule interview" />
    </Form>
  );
}

function RescheduleForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const update = useUpdateInterview();
  const form = useForm<ScheduleFormValues, unknown, RescheduleBody>({
    defaultValues: rescheduleFormValues(interview),
    resolver: rescheduleResolver,
  });
  const submit = async (body: RescheduleBody) => {
    try {
      const saved = await update.mutateAsync({ id: interview.id, body });
      toast.success(
        `Interview with ${saved.candidate} moved to ${formatDateTimeIn(saved.startsAt, saved.timeZone)}`,
      );
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: interviewFieldOf });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="reschedule-interview-form">
      <ErrorAlert message={form.formState.errors.root?.server?.message} />
      <WhenWhereFields control={form.control} />
      <FormDialogFooter pending={update.isPending} onCancel={onDone} submitLabel="Save" />
    </Form>
  );
}

export function InterviewFormDialog({
  state,
  candidate,
  onClose,
}: {
  /** A new interview for an application, or one to move; null while closed. */
  state: { applicationId: string } | { interview: Interview } | null;
  candidate: string;
  onClose: () => void;
}) {
  const moving = state !== null && 'interview' in state;
  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        moving ? `Reschedule the interview with ${candidate}` : `Schedule an interview with ${candidate}`
      }
      description={
        moving
          ? 'The interviewers are told of the new time or place.'
          : 'Each interviewer is mailed an invitation for their calendar.'
      }
      className="sm:max-w-xl"
    >
      {state === null ? null : 'interview' in state ? (
        <RescheduleForm interview={state.interview} onDone={onClose} />
      ) : (
        <ScheduleForm applicationId={state.applicationId} onDone={onClose} />
      )}
    </FormDialog>
  );
}

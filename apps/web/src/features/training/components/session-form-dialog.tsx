/**
 * Adding or changing a session of a taught course (admin, hr): when it starts and ends (typed in the
 * browser's time zone), who trains (someone in the company or from outside), where, and how many
 * seats it has.
 */
import { type CreateSessionBody, type Session, TRAINING_LIMITS } from '@hrms/contracts/training';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { PersonPicker } from '../../../components/person-picker';
import { ErrorAlert } from '../../../components/ui/alert';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import { Form, FormField, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { RadioCard } from '../../../components/ui/radio-card';
import { valueControl } from '../../../components/value-control';
import { setServerErrors } from '../../../lib/form-errors';
import { viewerTimeZone } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateSession } from '../api/create-session';
import { useUpdateSession } from '../api/update-session';
import {
  type SessionFormValues,
  sessionFieldOf,
  sessionFormValues,
  sessionResolver,
} from '../utils/session-form';
import { formatSessionTime } from '../utils/training-format';

function SessionForm({
  courseId,
  session,
  onDone,
}: {
  courseId: string;
  session: Session | null;
  onDone: () => void;
}) {
  const id = useId();
  const create = useCreateSession();
  const update = useUpdateSession();
  const pending = create.isPending || update.isPending;
  const form = useForm<SessionFormValues, unknown, CreateSessionBody>({
    defaultValues: sessionFormValues(session),
    resolver: sessionResolver,
  });
  const trainerKind = form.watch('trainerKind');
  const formError = form.formState.errors.root?.server?.message;

  const submit = async (body: CreateSessionBody) => {
    try {
      const saved = session
        ? await update.mutateAsync({ id: session.id, body })
        : await create.mutateAsync({ courseId, body });
      toast.success(
        `${session ? 'Session saved' : 'Session added'}: ${formatSessionTime(saved.startsAt, saved.endsAt, saved.timeZone)}`,
      );
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: sessionFieldOf });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="session-form">
      <ErrorAlert message={formError} />
      <div className="grid gap-4">
        <FormRow control={form.control} name="startsAt" label="Starts" className="space-y-2">
          {(field) => <DateTimeInput {...valueControl(field)} />}
        </FormRow>
        <FormRow control={form.control} name="endsAt" label="Ends" className="space-y-2">
          {(field) => <DateTimeInput {...valueControl(field)} />}
        </FormRow>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">
        In your time zone ({viewerTimeZone()}), where the session is held; learners on another clock see the
        zone named.
      </p>

      <FormField
        control={form.control}
        name="trainerKind"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Trainer</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <RadioCard
                name={`${id}-trainer-kind`}
                value="employee"
                checked={field.value === 'employee'}
                onChange={() => field.onChange('employee')}
                label="Someone in the company"
              />
              <RadioCard
                name={`${id}-trainer-kind`}
                value="outside"
                checked={field.value === 'outside'}
                onChange={() => field.onChange('outside')}
                label="Someone from outside"
              />
            </div>
          </fieldset>
        )}
      />
      {trainerKind === 'employee' ? (
        <FormRow
          control={form.control}
          name="trainer"
          label="Trainer in the company"
          optional
          description="Leave empty if the trainer is not decided yet."
          describe
          className="space-y-2"
        >
          {(field) => <PersonPicker value={field.value} onChange={field.onChange} />}
        </FormRow>
      ) : (
        <FormRow
          control={form.control}
          name="trainerName"
          label="Trainer’s name"
          optional
          className="space-y-2"
        >
          {(field) => (
            <Input {...field} maxLength={200} autoComplete="off" placeholder="Priya Menon, SafeWorks" />
          )}
        </FormRow>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow control={form.control} name="location" label="Place" optional className="space-y-2">
          {(field) => <Input {...field} maxLength={300} placeholder="Training room, 3rd floor" />}
        </FormRow>
        <FormRow control={form.control} name="link" label="Online link" optional className="space-y-2">
          {(field) => <Input {...field} type="url" inputMode="url" maxLength={2000} placeholder="https://" />}
        </FormRow>
      </div>
      <FormRow
        control={form.control}
        name="seats"
        label="Seats"
        description="Once full, people join the waitlist."
        describe
        className="space-y-2 sm:max-w-48"
      >
        {(field) => (
          <Input {...field} type="number" inputMode="numeric" min={1} max={TRAINING_LIMITS.maxSeats} />
        )}
      </FormRow>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        submitLabel={session ? 'Save session' : 'Add session'}
      />
    </Form>
  );
}

export function SessionFormDialog({
  courseId,
  state,
  onClose,
}: {
  courseId: string;
  /** Open for a new session (`session: null`) or to change one; null when closed. */
  state: { session: Session | null } | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={state?.session ? 'Edit session' : 'New session'}
      description={
        state?.session
          ? 'Change its time, trainer, place or seats.'
          : 'It shows in the course at once, open for enrolment.'
      }
      className="sm:max-w-xl"
    >
      {state ? (
        <SessionForm
          key={state.session?.id ?? 'new'}
          courseId={courseId}
          session={state.session}
          onDone={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

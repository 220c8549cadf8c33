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
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { RadioCard } from '../../../components/ui/radio-card';
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
        <FormField
          control={form.control}
          name="startsAt"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Starts</FormLabel>
              <FormControl>
                <DateTimeInput
                  value={field.value}
                  onValueChange={field.onChange}
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
          name="endsAt"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ends</FormLabel>
              <FormControl>
                <DateTimeInput
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
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
        <FormField
          control={form.control}
          name="trainer"
          render={({ field }) => (
            <FormItem>
              <FormLabel optional>Trainer in the company</FormLabel>
              <FormControl describe>
                <PersonPicker value={field.value} onChange={field.onChange} />
              </FormControl>
              <FormDescription>Leave empty if the trainer is not decided yet.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : (
        <FormField
          control={form.control}
          name="trainerName"
          render={({ field }) => (
            <FormItem>
              <FormLabel optional>Trainer’s name</FormLabel>
              <FormControl>
                <Input {...field} maxLength={200} autoComplete="off" placeholder="Priya Menon, SafeWorks" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="location"
          render={({ field }) => (
            <FormItem>
              <FormLabel optional>Place</FormLabel>
              <FormControl>
                <Input {...field} maxLength={300} placeholder="Training room, 3rd floor" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="link"
          render={({ field }) => (
            <FormItem>
              <FormLabel optional>Online link</FormLabel>
              <FormControl>
                <Input {...field} type="url" inputMode="url" maxLength={2000} placeholder="https://" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="seats"
        render={({ field }) => (
          <FormItem className="sm:max-w-48">
            <FormLabel>Seats</FormLabel>
            <FormControl describe>
              <Input {...field} type="number" inputMode="numeric" min={1} max={TRAINING_LIMITS.maxSeats} />
            </FormControl>
            <FormDescription>Once full, people join the waitlist.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
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

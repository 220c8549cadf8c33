/**
 * Asking for a forgotten punch to be recorded: the day's times as they really were, and why. The
 * manager (or hr) decides, as for leave; approved, the times become a clock entry and the day is
 * worked out again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AttendanceDay,
  type RegularizationBody,
  RegularizationBodySchema,
} from '@hrms/contracts/attendance';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAskRegularization } from '../api/change-regularization';
import { longDate, shortDate, timeOfDay, zoneName } from './attendance-format';
import { ReasonField } from './reason-field';

/** The office's usual day, for a day with no punch at all. */
const USUAL_IN = '09:30';
const USUAL_OUT = '18:30';

export function AskCorrectionDialog({
  day,
  timeZone,
  onClose,
}: {
  day: AttendanceDay | null;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const date = day ? longDate(day.date) : null;
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Ask for a correction</Trans>
          </DialogTitle>
          <DialogDescription>
            {date ? (
              <Trans>
                {date}: give the times you really came in and left. Your manager decides; approved, they are
                recorded as a clock entry.
              </Trans>
            ) : (
              ' '
            )}
          </DialogDescription>
        </DialogHeader>
        {day ? <AskForm key={day.id} day={day} timeZone={timeZone} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AskForm({
  day,
  timeZone,
  onDone,
}: {
  day: AttendanceDay;
  timeZone: string | undefined;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const ask = useAskRegularization();
  const form = useForm<RegularizationBody>({
    defaultValues: {
      date: day.date,
      clockIn: day.firstIn ? timeOfDay(day.firstIn, timeZone) : USUAL_IN,
      clockOut: day.lastOut ? timeOfDay(day.lastOut, timeZone) : USUAL_OUT,
      reason: '',
    },
    resolver: zodResolver(RegularizationBodySchema),
  });
  const formError = form.formState.errors.root?.server?.message;

  const submit = async (body: RegularizationBody) => {
    try {
      await ask.mutateAsync(body);
      const date = shortDate(body.date);
      toast.success(t`Asked to record ${date}; your manager is told`);
      onDone();
    } catch (error) {
      // The day itself is not a field here: a refusal about it is read above the form.
      setServerErrors(form, error, { pathOf: (field) => (field === 'body.date' ? FORM_ERROR : null) });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <ErrorAlert message={formError} />
      <div className="grid grid-cols-2 gap-3">
        <FormRow control={form.control} name="clockIn" label={t`Came in`}>
          {(field) => <Input type="time" {...field} />}
        </FormRow>
        <FormRow control={form.control} name="clockOut" label={t`Left`}>
          {(field) => <Input type="time" {...field} />}
        </FormRow>
      </div>
      {timeZone ? (
        <p className="-mt-2 text-xs text-muted-foreground">
          <Trans>Times in {zoneName(timeZone)}, the office’s clock.</Trans>
        </p>
      ) : null}
      <ReasonField
        control={form.control}
        placeholder={t`Forgot to clock out after the client call`}
        description={t`Your manager reads it.`}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={ask.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? <Spinner /> : null}
          <Trans>Send request</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * hr and admin: work a day out again for everyone from the clock, leave and holidays — after a
 * holiday is added late, say, or a shift changed. Corrections stand; running it twice changes nothing.
 */
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Label } from '../../../components/ui/label';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRegenerateAttendanceDay } from '../api/regenerate-attendance-day';
import { addDays, fullDate } from './attendance-format';

export function RegenerateDayButton({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" />
        Regenerate a day
      </Button>
      {open ? <RegenerateDayDialog today={today} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RegenerateDayDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const id = useId();
  const regenerate = useRegenerateAttendanceDay();
  const [date, setDate] = useState(addDays(today, -1));
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = !date ? 'Choose the day' : date > today ? 'Choose a day that has begun' : null;

  const run = () =>
    regenerate.mutate(date, {
      onSuccess: (result) => {
        toast.success(
          `${fullDate(result.date)} worked out again: ${result.changed} ${result.changed === 1 ? 'day' : 'days'} changed for ${result.people} people`,
        );
        setAsking(false);
        onClose();
      },
      onError: (failure) => {
        setAsking(false);
        setError(Object.values(fieldErrorsOf(failure))[0] ?? failure.message);
      },
    });

  return (
    <>
      <Dialog open onOpenChange={(next) => !next && !regenerate.isPending && onClose()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Regenerate a day</DialogTitle>
            <DialogDescription>
              Everyone’s day is worked out again from their clock, approved leave, holidays and weekends.
              Corrections stand.
            </DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              setError(problem);
              if (!problem) setAsking(true);
            }}
          >
            <ErrorAlert message={error ?? undefined} />
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-date`}>Day</Label>
              <DateInput
                id={`${id}-date`}
                value={date}
                max={today}
                onValueChange={(value) => {
                  setDate(value);
                  setError(null);
                }}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={regenerate.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={regenerate.isPending}>
                <RefreshCw aria-hidden="true" />
                Regenerate
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={date ? `Work out ${fullDate(date)} again for everyone?` : 'Work the day out again?'}
        description="Each person’s status, hours and lateness are derived afresh. Days someone corrected keep their correction; a day already right stays as it is."
        confirmLabel="Regenerate"
        variant="default"
        pending={regenerate.isPending}
        onConfirm={run}
      />
    </>
  );
}

/**
 * hr and admin: work a day out again for everyone from the clock, leave and holidays — after a
 * holiday is added late, say, or a shift changed. Corrections stand; running it twice changes nothing.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
        <Trans>Regenerate a day</Trans>
      </Button>
      {open ? <RegenerateDayDialog today={today} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RegenerateDayDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const regenerate = useRegenerateAttendanceDay();
  const [date, setDate] = useState(addDays(today, -1));
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = !date ? t`Choose the day` : date > today ? t`Choose a day that has begun` : null;

  const run = () =>
    regenerate.mutate(date, {
      onSuccess: (result) => {
        const day = fullDate(result.date);
        const { changed, people } = result;
        toast.success(
          t`${day} worked out again: ${plural(changed, { one: '# day', other: '# days' })} changed for ${people} people`,
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
            <DialogTitle>
              <Trans>Regenerate a day</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Everyone’s day is worked out again from their clock, approved leave, holidays and weekends.
                Corrections stand.
              </Trans>
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
              <Label htmlFor={`${id}-date`}>
                <Trans>Day</Trans>
              </Label>
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
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={regenerate.isPending}>
                <RefreshCw aria-hidden="true" />
                <Trans>Regenerate</Trans>
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={date ? t`Work out ${fullDate(date)} again for everyone?` : t`Work the day out again?`}
        description={t`Each person’s status, hours and lateness are derived afresh. Days someone corrected keep their correction; a day already right stays as it is.`}
        confirmLabel={t`Regenerate`}
        variant="default"
        pending={regenerate.isPending}
        onConfirm={run}
      />
    </>
  );
}

/** Correcting one person's day, or removing its correction; the person is told and it is audited. */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useCorrectAttendance } from '../api/correct-attendance';
import { statusLabel } from '../utils/attendance-labels';
import { dayNote, hoursAndMinutes, inOut, longDate, shortDate } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';
import { CorrectionForm } from './correction-form';

/** What the clock and the calendar say of the day, for the one correcting it. */
function dayFacts(day: AttendanceDay, timeZone: string | undefined): string {
  const times = inOut(day, timeZone);
  const worked = hoursAndMinutes(day.workedMinutes);
  const parts = day.firstIn
    ? [i18n._(msg`In ${times}`), i18n._(msg`${worked} worked`)]
    : [i18n._(msg`No time at the clock`)];
  const note = day.correction ? '' : dayNote(day);
  return [...parts, note].filter(Boolean).join(' · ');
}

export function CorrectDialog({
  day,
  timeZone,
  onClose,
}: {
  day: AttendanceDay | null;
  /** The person's office zone, for the day's times. */
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const correct = useCorrectAttendance();
  const name = day?.employee.name;
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && !correct.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {name ? <Trans>Correct {name}’s day</Trans> : <Trans>Correct a day</Trans>}
          </DialogTitle>
          <DialogDescription>{day ? longDate(day.date) : ' '}</DialogDescription>
        </DialogHeader>
        {day ? (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">
                <Trans>Now</Trans>
              </span>
              <AttendanceStatusBadge status={day.status} corrected={day.source === 'corrected'} />
              {day.source === 'corrected' ? (
                <span className="text-muted-foreground">
                  · <Trans>the clock says {statusLabel(day.derivedStatus).toLowerCase()}</Trans>
                </span>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="correct-day-facts">
              {dayFacts(day, timeZone)}
            </p>
            <CorrectionForm
              key={day.id}
              current={day.status}
              removable={day.source === 'corrected' ? day.derivedStatus : undefined}
              confirmWords={({ status }) => {
                const person = day.employee.name;
                const date = shortDate(day.date);
                const clockSays = statusLabel(day.derivedStatus).toLowerCase();
                if (!status)
                  return {
                    title: t`Remove the correction of ${date}?`,
                    description: t`The day goes back to what the clock says: ${clockSays}. ${person} is told.`,
                    action: t`Remove the correction`,
                  };
                const marked = statusLabel(status).toLowerCase();
                return {
                  title: t`Mark ${person} ${marked} on ${date}?`,
                  description: t`${person} is told, with your reason. A later punch or a regenerated day does not change it.`,
                  action: t`Correct the day`,
                };
              }}
              send={async (body) => {
                await correct.mutateAsync({ id: day.id, body });
                const person = day.employee.name;
                const date = shortDate(day.date);
                const now = body.status ? statusLabel(body.status).toLowerCase() : null;
                toast.success(
                  now
                    ? t`${person}’s ${date} is now ${now}`
                    : t`${person}’s ${date} reads from the clock again`,
                );
                onClose();
              }}
              onCancel={onClose}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

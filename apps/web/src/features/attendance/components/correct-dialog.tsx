/** Correcting one person's day, or removing its correction; the person is told and it is audited. */
import { ATTENDANCE_STATUS_LABELS, type AttendanceDay } from '@hrms/contracts/attendance';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useCorrectAttendance } from '../api/correct-attendance';
import { dayNote, hoursAndMinutes, inOut, longDate, shortDate } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';
import { CorrectionForm } from './correction-form';

/** What the clock and the calendar say of the day, for the one correcting it. */
function dayFacts(day: AttendanceDay, timeZone: string | undefined): string {
  const parts = day.firstIn
    ? [`In ${inOut(day, timeZone)}`, `${hoursAndMinutes(day.workedMinutes)} worked`]
    : ['No time at the clock'];
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
  const correct = useCorrectAttendance();
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && !correct.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Correct {day ? `${day.employee.name}’s day` : 'a day'}</DialogTitle>
          <DialogDescription>{day ? longDate(day.date) : ' '}</DialogDescription>
        </DialogHeader>
        {day ? (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Now</span>
              <AttendanceStatusBadge status={day.status} corrected={day.source === 'corrected'} />
              {day.source === 'corrected' ? (
                <span className="text-muted-foreground">
                  · the clock says {ATTENDANCE_STATUS_LABELS[day.derivedStatus].toLowerCase()}
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
              confirmWords={({ status }) => ({
                title: status
                  ? `Mark ${day.employee.name} ${ATTENDANCE_STATUS_LABELS[status].toLowerCase()} on ${shortDate(day.date)}?`
                  : `Remove the correction of ${shortDate(day.date)}?`,
                description: status
                  ? `${day.employee.name} is told, with your reason. A later punch or a regenerated day does not change it.`
                  : `The day goes back to what the clock says: ${ATTENDANCE_STATUS_LABELS[day.derivedStatus].toLowerCase()}. ${day.employee.name} is told.`,
                action: status ? 'Correct the day' : 'Remove the correction',
              })}
              send={async (body) => {
                await correct.mutateAsync({ id: day.id, body });
                toast.success(
                  body.status
                    ? `${day.employee.name}’s ${shortDate(day.date)} is now ${ATTENDANCE_STATUS_LABELS[body.status].toLowerCase()}`
                    : `${day.employee.name}’s ${shortDate(day.date)} reads from the clock again`,
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

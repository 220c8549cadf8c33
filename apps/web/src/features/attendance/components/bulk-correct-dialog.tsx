/**
 * Correcting the selected days together with one status and one reason: all or none. A refused row
 * is named by its person and date, so it can be taken out of the selection.
 */
import { ATTENDANCE_STATUS_LABELS, type AttendanceDay } from '@hrms/contracts/attendance';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBulkUpdateAttendance } from '../api/bulk-update-attendance';
import { shortDate } from './attendance-format';
import { CorrectionForm } from './correction-form';

const ROW = /^body\.items\.(\d+)(?:\.|$)/;

/** The refusal's messages about rows, each named as the person reads it; null if none is about a row. */
export function rowProblemsOf(error: unknown, days: readonly AttendanceDay[]): string[] | null {
  if (!isApiError(error)) return null;
  const lines = (error.details ?? []).flatMap((issue) => {
    const index = ROW.exec(issue.field)?.[1];
    const day = index === undefined ? undefined : days[Number(index)];
    return day ? [`${day.employee.name}, ${shortDate(day.date)}: ${issue.message}`] : [];
  });
  return lines.length > 0 ? lines : null;
}

const count = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function BulkCorrectDialog({
  days,
  open,
  onClose,
  onDone,
}: {
  days: readonly AttendanceDay[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const update = useBulkUpdateAttendance();
  const people = new Set(days.map((d) => d.employee.id)).size;
  const statuses = new Set(days.map((d) => d.status));
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !update.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Correct {count(days.length)}</DialogTitle>
          <DialogDescription>
            {people === 1 ? `${days[0]?.employee.name ?? 'One person'}` : `${people} people`}: each day gets
            the same status and reason, and each person is told. All are corrected, or none.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CorrectionForm
            current={statuses.size === 1 ? days[0]?.status : undefined}
            confirmWords={({ status }) => ({
              title: `Mark ${count(days.length)} ${status ? ATTENDANCE_STATUS_LABELS[status].toLowerCase() : ''}?`,
              description: `${people === 1 ? 'The person is' : `${people} people are`} told, with your reason. A later punch or a regenerated day does not change a correction.`,
              action: `Correct ${count(days.length)}`,
            })}
            send={async ({ status, reason }) => {
              if (!status) return;
              const result = await update.mutateAsync({
                items: days.map((d) => ({ id: d.id, status })),
                reason,
              });
              toast.success(
                `${count(result.updated)} marked ${ATTENDANCE_STATUS_LABELS[status].toLowerCase()}`,
              );
              onDone();
            }}
            rowProblems={(error) => rowProblemsOf(error, days)}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

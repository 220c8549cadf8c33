/**
 * Correcting the selected days together with one status and one reason: all or none. A refused row
 * is named by its person and date, so it can be taken out of the selection.
 */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { statusLabel } from '../utils/attendance-labels';
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
  const { t } = useLingui();
  const update = useBulkUpdateAttendance();
  const people = new Set(days.map((d) => d.employee.id)).size;
  const statuses = new Set(days.map((d) => d.status));
  const selected = days.length;
  const person = days[0]?.employee.name ?? t`One person`;
  const who = people === 1 ? person : t`${people} people`;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !update.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t`Correct ${plural(selected, { one: '# day', other: '# days' })}`}</DialogTitle>
          <DialogDescription>
            {t`${who}: each day gets the same status and reason, and each person is told. All are corrected, or none.`}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CorrectionForm
            current={statuses.size === 1 ? days[0]?.status : undefined}
            confirmWords={({ status }) => {
              const marked = status ? statusLabel(status).toLowerCase() : '';
              return {
                title: t`Mark ${plural(selected, { one: '# day', other: '# days' })} ${marked}?`,
                description:
                  people === 1
                    ? t`The person is told, with your reason. A later punch or a regenerated day does not change a correction.`
                    : t`${people} people are told, with your reason. A later punch or a regenerated day does not change a correction.`,
                action: t`Correct ${plural(selected, { one: '# day', other: '# days' })}`,
              };
            }}
            send={async ({ status, reason }) => {
              if (!status) return;
              const result = await update.mutateAsync({
                items: days.map((d) => ({ id: d.id, status })),
                reason,
              });
              const updated = result.updated;
              const marked = statusLabel(status).toLowerCase();
              toast.success(t`${plural(updated, { one: '# day', other: '# days' })} marked ${marked}`);
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

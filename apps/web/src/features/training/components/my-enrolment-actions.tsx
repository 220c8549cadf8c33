/**
 * What a learner does with their own enrolment: mark a self-paced course complete, cancel a place
 * (after asking), or download the certificate of a completed course.
 */
import type { Enrolment } from '@hrms/contracts/training';
import { CircleCheck, Download, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useDownloadCertificate } from '../api/download-certificate';
import { useUpdateEnrolment } from '../api/update-enrolment';
import { certificateFileName } from '../utils/training-format';

export function canCancel(enrolment: Enrolment): boolean {
  return enrolment.status === 'enrolled' || enrolment.status === 'waitlisted';
}

export function MyEnrolmentActions({ enrolment }: { enrolment: Enrolment }) {
  const update = useUpdateEnrolment();
  const download = useDownloadCertificate();
  const [confirming, setConfirming] = useState(false);
  const selfPaced = enrolment.sessionId === null;
  const title = enrolment.courseTitle;

  const complete = () =>
    update.mutate(
      { id: enrolment.id, body: { action: 'complete' } },
      {
        onSuccess: () => toast.success(`${title} is complete. Well done!`),
        onError: (error) =>
          toast.error('It could not be marked complete', { description: error.message, duration: 6000 }),
      },
    );
  const cancel = () =>
    update.mutate(
      { id: enrolment.id, body: { action: 'cancel' } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(`Your place in ${title} is cancelled`);
        },
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      {selfPaced && enrolment.status === 'enrolled' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={complete}
          disabled={update.isPending}
          aria-label={`Mark complete: ${title}`}
        >
          {update.isPending && !confirming ? <Spinner /> : <CircleCheck aria-hidden="true" />}
          Mark complete
        </Button>
      ) : null}
      {enrolment.status === 'completed' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={download.isPending}
          aria-label={`Certificate of ${title}`}
          onClick={() =>
            download.mutate(
              { enrolmentId: enrolment.id, fallbackName: certificateFileName(title) },
              {
                onError: (error) =>
                  toast.error('The certificate could not be downloaded', {
                    description: error.message,
                    duration: 6000,
                  }),
              },
            )
          }
        >
          {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Certificate
        </Button>
      ) : null}
      {canCancel(enrolment) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirming(true)}
          disabled={update.isPending}
          aria-label={`Cancel your place in ${title}`}
        >
          <X aria-hidden="true" />
          Cancel
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) update.reset();
        }}
        title={`Cancel your place in ${title}?`}
        description={
          enrolment.status === 'waitlisted'
            ? 'You leave the waitlist. You can enrol again later if there is room.'
            : enrolment.sessionId
              ? 'Your seat goes to the first person on the waitlist, if any. You can enrol again later if there is room.'
              : 'The course leaves your enrolments. You can enrol again later.'
        }
        cancelLabel="Keep my place"
        confirmLabel="Cancel my place"
        pending={update.isPending}
        error={update.isError ? update.error.message : null}
        onConfirm={cancel}
      />
    </div>
  );
}

/**
 * Leave requests as a list of rows: who, what, when, how many days, the status and what the viewer
 * may do now (the server says: `canDecide`, `canCancel`). Selecting rows is for bulk approval.
 */

import type { LeaveRequest } from '@hrms/contracts/leave';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { refusalProblem } from '../../../api/decide-request';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useCancelLeave, useDecideLeave } from '../api/change-leave';
import { useDownloadCertificate } from '../api/download-certificate';
import { daysLabel, LeaveStatusBadge, spanLabel } from './leave-format';

export function RequestList({
  items,
  showPerson,
  selected,
  onSelect,
  onOpen,
}: {
  items: readonly LeaveRequest[];
  showPerson: boolean;
  /** With these, pending rows get a checkbox. */
  selected?: ReadonlySet<string>;
  onSelect?: (id: string, on: boolean) => void;
  onOpen?: (request: LeaveRequest) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {items.map((request) => (
        <li
          key={request.id}
          className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
          data-testid="leave-row"
        >
          {selected && onSelect && request.canDecide ? (
            <Checkbox
              checked={selected.has(request.id)}
              onCheckedChange={(on) => onSelect(request.id, on === true)}
              aria-label={t`Select ${request.employee.name}’s request`}
              className="self-start sm:self-center"
            />
          ) : null}
          <button
            type="button"
            className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => onOpen?.(request)}
          >
            {showPerson ? (
              <Avatar
                name={request.employee.name}
                src={request.employee.photoUrl ?? undefined}
                className="size-9"
              />
            ) : null}
            <span className="min-w-0">
              {showPerson ? (
                <span className="block truncate font-medium">
                  {request.employee.name}
                  {request.employee.department ? (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      · {request.employee.department}
                    </span>
                  ) : null}
                </span>
              ) : null}
              <span className={showPerson ? 'block text-sm' : 'block font-medium'}>
                {request.leaveType.name} · {daysLabel(request.days)}
              </span>
              <span className="block text-sm text-muted-foreground">{spanLabel(request)}</span>
              {request.reason ? (
                <span className="block truncate text-sm text-muted-foreground">“{request.reason}”</span>
              ) : null}
            </span>
          </button>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <LeaveStatusBadge status={request.status} />
            <CertificateButton request={request} />
            {request.awaiting === 'hr' ? (
              <span className="text-xs text-muted-foreground">
                <Trans>Manager approved · waiting for hr</Trans>
              </span>
            ) : null}
            <RequestActions request={request} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The certificate sent with the request, to open before deciding; nothing without one. */
export function CertificateButton({ request }: { request: LeaveRequest }) {
  const { t } = useLingui();
  const download = useDownloadCertificate();
  if (!request.attachment) return null;
  const attachment = request.attachment;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={download.isPending}
      title={attachment.name}
      onClick={() =>
        download.mutate(attachment, {
          onError: () => toast.error(t`The certificate could not be downloaded. Try again.`),
        })
      }
    >
      <Paperclip aria-hidden="true" />
      <Trans>Certificate</Trans>
    </Button>
  );
}

/** Approve, reject (with a reason) and cancel, as the server allows them for this viewer. */
export function RequestActions({ request }: { request: LeaveRequest }) {
  const { t } = useLingui();
  const decide = useDecideLeave();
  const cancel = useCancelLeave();
  const [rejecting, setRejecting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const who = request.employee.name;
  const type = request.leaveType.name;
  const leaveType = type.toLowerCase();
  const span = spanLabel(request);
  const days = daysLabel(request.days);

  const approve = async () => {
    try {
      await decide.mutateAsync({ id: request.id, body: { status: 'approved' } });
      toast.success(t`Approved ${who}’s ${leaveType}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The leave could not be approved`);
    }
  };

  return (
    <>
      {request.canDecide ? (
        <>
          <Button
            size="sm"
            onClick={() => void approve()}
            disabled={decide.isPending}
            aria-label={t`Approve ${who}’s leave`}
          >
            <Check aria-hidden="true" />
            <Trans>Approve</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRejecting(true)}
            aria-label={t`Reject ${who}’s leave`}
          >
            <X aria-hidden="true" />
            <Trans>Reject</Trans>
          </Button>
        </>
      ) : null}
      {request.canCancel ? (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
          <Trans>Cancel leave</Trans>
        </Button>
      ) : null}
      <ReasonDialog
        open={rejecting}
        title={t`Reject ${who}’s leave?`}
        description={t`${type}, ${span}. ${who} reads your reason.`}
        placeholder={t`Release week: could you take the week after?`}
        action={t`Reject`}
        actionVariant="destructive"
        pending={decide.isPending}
        check={(comment) => refusalProblem('leave', comment)}
        onConfirm={async (comment) => {
          try {
            await decide.mutateAsync({
              id: request.id,
              body: { status: 'rejected', comment: comment.trim() },
            });
            toast.success(t`${who} was told why`);
            return null;
          } catch (error) {
            return error instanceof Error ? error.message : t`The leave could not be rejected`;
          }
        }}
        onClose={() => setRejecting(false)}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) setCancelError(null);
        }}
        title={t`Cancel this leave?`}
        description={
          request.status === 'approved'
            ? t`${type}, ${span}: ${days} go back to the balance.`
            : t`${type}, ${span}.`
        }
        confirmLabel={t`Cancel leave`}
        cancelLabel={t`Keep it`}
        pending={cancel.isPending}
        error={cancelError}
        onConfirm={() =>
          cancel
            .mutateAsync({ id: request.id, body: {} })
            .then(() => {
              setCancelling(false);
              toast.success(t`Leave cancelled`);
            })
            .catch((error: unknown) =>
              setCancelError(error instanceof Error ? error.message : t`The leave could not be cancelled`),
            )
        }
      />
    </>
  );
}

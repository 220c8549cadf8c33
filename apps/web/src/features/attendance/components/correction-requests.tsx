/**
 * Correction requests (a forgotten punch asked to be recorded) as rows: who, which day, the times
 * asked for, why, and where it stands; those who decide approve with a click or refuse with a
 * reason, and the person takes back one still waiting.
 */

import type { Regularization, RegularizationStatus } from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { refusalProblem } from '../../../api/decide-request';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCancelRegularization, useDecideRegularization } from '../api/change-regularization';
import { REGULARIZATION_STATUS_MESSAGES } from '../utils/attendance-labels';
import { dateTimeIn, shortDate, twelveHour } from './attendance-format';

const VARIANT: Record<RegularizationStatus, BadgeProps['variant']> = {
  pending: 'soft',
  approved: 'success',
  rejected: 'destructive',
  cancelled: 'outline',
};

export function CorrectionRequests({
  items,
  showPerson,
  highlight,
}: {
  items: readonly Regularization[];
  showPerson: boolean;
  /** A request named in the address (a notification's link). */
  highlight?: string | null | undefined;
}) {
  const { t } = useLingui();
  return (
    <ul className="divide-y" aria-label={t`Correction requests`}>
      {items.map((r) => (
        <li
          key={r.id}
          data-testid="correction-request"
          className={cn(
            'flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-5',
            r.id === highlight && 'bg-primary/5',
          )}
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            {showPerson ? <Avatar name={r.employee.name} className="size-9" /> : null}
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium">
                {showPerson ? `${r.employee.name} · ` : ''}
                {shortDate(r.date)}
              </p>
              <p className="text-sm tabular-nums">
                {twelveHour(r.clockIn)} – {twelveHour(r.clockOut)}
              </p>
              <p className="text-sm break-words text-muted-foreground">“{r.reason}”</p>
              {r.decidedBy ? (
                <p className="text-xs text-muted-foreground">
                  {decisionLine(r, r.decidedBy)}
                  {r.decisionComment ? `: “${r.decisionComment}”` : ''}
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <Badge variant={VARIANT[r.status]}>{i18n._(REGULARIZATION_STATUS_MESSAGES[r.status])}</Badge>
            <RequestActions request={r} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** `Recorded by Anil Kumar, 6 May 2026, 10:12 am`. */
function decisionLine(request: Regularization, by: string): string {
  const at = request.decidedAt ? dateTimeIn(request.decidedAt, request.timeZone) : null;
  if (request.status === 'approved')
    return at ? i18n._(msg`Recorded by ${by}, ${at}`) : i18n._(msg`Recorded by ${by}`);
  return at ? i18n._(msg`Not approved by ${by}, ${at}`) : i18n._(msg`Not approved by ${by}`);
}

function RequestActions({ request }: { request: Regularization }) {
  const { t } = useLingui();
  const decide = useDecideRegularization();
  const cancel = useCancelRegularization();
  const [rejecting, setRejecting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const who = request.employee.name;
  const when = shortDate(request.date);
  const times = `${twelveHour(request.clockIn)} – ${twelveHour(request.clockOut)}`;

  // Awaited rather than per-call callbacks: the refresh after the decision takes the row (and
  // this component) away, and callbacks of an unmounted mutation never run.
  const approve = async () => {
    try {
      await decide.mutateAsync({ id: request.id, body: { status: 'approved' } });
      toast.success(t`${who}’s ${when} is recorded`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <>
      {request.canDecide ? (
        <>
          <Button
            size="sm"
            onClick={approve}
            disabled={decide.isPending}
            aria-label={t`Approve ${who}’s ${when}`}
          >
            <Check aria-hidden="true" />
            <Trans>Approve</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRejecting(true)}
            aria-label={t`Reject ${who}’s ${when}`}
          >
            <X aria-hidden="true" />
            <Trans>Reject</Trans>
          </Button>
        </>
      ) : null}
      {request.canCancel ? (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
          <Trans>Take back</Trans>
        </Button>
      ) : null}
      <ReasonDialog
        open={rejecting}
        title={t`Not record ${who}’s ${when}?`}
        description={t`${times}. ${who} reads your reason.`}
        placeholder={t`The badge log shows you left at 4 pm`}
        action={t`Reject`}
        actionVariant="destructive"
        pending={decide.isPending}
        check={(comment) => refusalProblem('correction', comment)}
        onConfirm={async (comment) => {
          try {
            await decide.mutateAsync({
              id: request.id,
              body: { status: 'rejected', comment: comment.trim() },
            });
            toast.success(t`${who} was told why`);
            return null;
          } catch (error) {
            return error instanceof Error ? error.message : t`The request could not be rejected`;
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
        title={t`Take back this request?`}
        description={t`${when}, ${times}. Your manager no longer sees it.`}
        confirmLabel={t`Take it back`}
        cancelLabel={t`Keep it`}
        pending={cancel.isPending}
        error={cancelError}
        onConfirm={() =>
          cancel
            .mutateAsync(request.id)
            .then(() => {
              setCancelling(false);
              toast.success(t`Request taken back`);
            })
            .catch((error: unknown) =>
              setCancelError(error instanceof Error ? error.message : t`The request could not be taken back`),
            )
        }
      />
    </>
  );
}

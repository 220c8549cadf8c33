/**
 * What admin and hr do with an enrolment: mark attendance once the session has started, mark it
 * complete (with an optional score), cancel it (the first on the waitlist takes the seat), or
 * download the certificate of a completed one.
 */
import {
  type Enrolment,
  type UpdateEnrolmentBody,
  UpdateEnrolmentBodySchema,
} from '@hrms/contracts/training';
import { CircleCheck, Download, Ellipsis, UserCheck, UserX, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useDownloadCertificate } from '../api/download-certificate';
import { useUpdateEnrolment } from '../api/update-enrolment';
import { certificateFileName } from '../utils/training-format';

type Action = UpdateEnrolmentBody['action'];

/** The actions that make sense for an enrolment in its status. */
export function manageActionsFor(enrolment: Enrolment, now: Date = new Date()): Action[] {
  const taught = enrolment.sessionId !== null;
  const started =
    enrolment.sessionStartsAt !== null && Date.parse(enrolment.sessionStartsAt) <= now.getTime();
  switch (enrolment.status) {
    case 'enrolled':
      return taught
        ? [...(started ? (['attended', 'absent'] as const) : []), 'cancel']
        : ['complete', 'cancel'];
    case 'attended':
      return ['complete', 'absent'];
    case 'absent':
      return ['attended'];
    case 'waitlisted':
      return ['cancel'];
    case 'completed':
    case 'cancelled':
      return [];
  }
}

const DONE: Record<Action, (name: string) => string> = {
  attended: (name) => `${name} marked as attended`,
  absent: (name) => `${name} marked as absent`,
  complete: (name) => `${name} completed the course`,
  cancel: (name) => `${name}’s place is cancelled`,
};

function CompleteDialog({ enrolment, onClose }: { enrolment: Enrolment | null; onClose: () => void }) {
  const id = useId();
  const update = useUpdateEnrolment();
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (update.isPending) return;
    setScore('');
    setError(null);
    update.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment || update.isPending) return;
    const parsed = UpdateEnrolmentBodySchema.safeParse({
      action: 'complete',
      score: score.trim() === '' ? null : Number(score),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the score as a number');
      document.getElementById(`${id}-score`)?.focus();
      return;
    }
    setError(null);
    update.mutate(
      { id: enrolment.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(DONE.complete(enrolment.employee.name));
          close();
        },
      },
    );
  };

  return (
    <Dialog open={enrolment !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Mark as completed</DialogTitle>
          <DialogDescription>
            {enrolment ? `${enrolment.employee.name} · ${enrolment.courseTitle}` : ''}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <ErrorAlert message={update.isError ? update.error.message : null} />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-score`}>
              Score <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id={`${id}-score`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={score}
              onChange={(event) => {
                setScore(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-score-error` : `${id}-score-hint`}
              className="w-32"
            />
            {error ? (
              <FieldError id={`${id}-score-error`}>{error}</FieldError>
            ) : (
              <p id={`${id}-score-hint`} className="text-xs text-muted-foreground">
                From 0 to 100, if the course is assessed.
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : <CircleCheck aria-hidden="true" />}
              Mark completed
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ManageEnrolmentActions({ enrolment }: { enrolment: Enrolment }) {
  const update = useUpdateEnrolment();
  const download = useDownloadCertificate();
  const [completing, setCompleting] = useState<Enrolment | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const actions = manageActionsFor(enrolment);
  const name = enrolment.employee.name;
  const busy = update.isPending || download.isPending;

  const mark = (action: 'attended' | 'absent') =>
    update.mutate(
      { id: enrolment.id, body: { action } },
      {
        onSuccess: () => toast.success(DONE[action](name)),
        onError: (error) =>
          toast.error('The enrolment could not be changed', { description: error.message, duration: 6000 }),
      },
    );

  if (actions.length === 0 && enrolment.status !== 'completed') return null;
  return (
    <div className="flex items-center justify-end gap-1">
      {busy ? <Spinner label="Saving" /> : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`} disabled={busy}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {actions.includes('attended') ? (
            <DropdownMenuItem onSelect={() => mark('attended')}>
              <UserCheck aria-hidden="true" />
              Mark attended
            </DropdownMenuItem>
          ) : null}
          {actions.includes('absent') ? (
            <DropdownMenuItem onSelect={() => mark('absent')}>
              <UserX aria-hidden="true" />
              Mark absent
            </DropdownMenuItem>
          ) : null}
          {actions.includes('complete') ? (
            <DropdownMenuItem onSelect={() => setCompleting(enrolment)}>
              <CircleCheck aria-hidden="true" />
              Mark completed…
            </DropdownMenuItem>
          ) : null}
          {enrolment.status === 'completed' ? (
            <DropdownMenuItem
              onSelect={() =>
                download.mutate(
                  { enrolmentId: enrolment.id, fallbackName: certificateFileName(enrolment.courseTitle) },
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
              <Download aria-hidden="true" />
              Download certificate
            </DropdownMenuItem>
          ) : null}
          {actions.includes('cancel') ? (
            <>
              {actions.length > 1 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => {
                  update.reset();
                  setCancelling(true);
                }}
              >
                <X aria-hidden="true" />
                Cancel enrolment…
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <CompleteDialog enrolment={completing} onClose={() => setCompleting(null)} />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) update.reset();
        }}
        title={`Cancel ${name}’s enrolment?`}
        description={
          enrolment.status === 'waitlisted'
            ? `${name} leaves the waitlist of ${enrolment.courseTitle}.`
            : `${name} leaves ${enrolment.courseTitle}. If the session has a waitlist, the first person on it takes the seat.`
        }
        cancelLabel="Keep it"
        confirmLabel="Cancel enrolment"
        pending={update.isPending}
        error={update.isError ? update.error.message : null}
        onConfirm={() =>
          update.mutate(
            { id: enrolment.id, body: { action: 'cancel' } },
            {
              onSuccess: () => {
                setCancelling(false);
                toast.success(DONE.cancel(name));
              },
            },
          )
        }
      />
    </div>
  );
}

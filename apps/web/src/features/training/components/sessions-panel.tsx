/** The sessions of a taught course, for admin and hr: add, change and delete them. */
import type { CourseDetail, Session } from '@hrms/contracts/training';
import { CalendarPlus, CalendarX2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteSession } from '../api/delete-session';
import { formatSessionTime, hasStarted, isFull, seatsLine, sessionPlace } from '../utils/training-format';
import { SessionFormDialog } from './session-form-dialog';
import { FullBadge } from './training-badges';

function DeleteSessionDialog({ session, onClose }: { session: Session | null; onClose: () => void }) {
  const remove = useDeleteSession();
  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title="Delete this session?"
      description={
        session
          ? `The session of ${formatSessionTime(session.startsAt, session.endsAt, session.timeZone)} is removed. A session someone is enrolled in cannot be deleted: cancel their places first.`
          : ''
      }
      error={remove.isError ? remove.error.message : null}
      pending={remove.isPending}
      confirmLabel="Delete session"
      onConfirm={() => {
        if (!session) return;
        remove.mutate(session.id, {
          onSuccess: () => {
            toast.success('Session deleted');
            remove.reset();
            onClose();
          },
        });
      }}
    />
  );
}

export function SessionsPanel({ course }: { course: CourseDetail }) {
  const [editing, setEditing] = useState<{ session: Session | null } | null>(null);
  const [deleting, setDeleting] = useState<Session | null>(null);
  const archived = course.status === 'archived';
  return (
    <section aria-labelledby={`manage-sessions-${course.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`manage-sessions-${course.id}`} className="text-base font-semibold">
          Sessions
        </h3>
        <Button size="sm" onClick={() => setEditing({ session: null })} disabled={archived}>
          <CalendarPlus aria-hidden="true" />
          Add session
        </Button>
      </div>
      {course.sessions.length === 0 ? (
        <EmptyState Icon={CalendarX2} title="No sessions yet" className="rounded-lg border border-dashed">
          {archived
            ? 'Restore the course to add sessions.'
            : 'Add a session so people can enrol in this course.'}
        </EmptyState>
      ) : (
        <ul className="space-y-2" aria-label="Sessions">
          {course.sessions.map((session) => (
            <li
              key={session.id}
              data-testid="manage-session"
              className="flex flex-col gap-2 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {formatSessionTime(session.startsAt, session.endsAt, session.timeZone)}
                  {isFull(session) ? <FullBadge /> : null}
                  {hasStarted(session) ? (
                    <span className="text-xs font-normal text-muted-foreground">Started</span>
                  ) : null}
                </p>
                <p className="break-words text-muted-foreground">
                  {[session.trainer.name || 'Trainer not set', sessionPlace(session)].join(' · ')}
                </p>
                <p className="text-muted-foreground">
                  {seatsLine(session)}
                  {session.waitlisted > 0 ? ` · ${session.waitlisted} on the waitlist` : ''}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing({ session })}
                  aria-label={`Edit the session of ${formatSessionTime(session.startsAt, null, session.timeZone)}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(session)}
                  aria-label={`Delete the session of ${formatSessionTime(session.startsAt, null, session.timeZone)}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SessionFormDialog courseId={course.id} state={editing} onClose={() => setEditing(null)} />
      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

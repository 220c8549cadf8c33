/**
 * Enrolling in a course: yourself in a taught course (pick a session), or someone else (a manager's
 * report, anyone for hr) in any course. A full session puts the person on its waitlist, and the
 * dialog then says where they stand in it.
 */
import type { CourseDetail, Enrolment } from '@hrms/contracts/training';
import { CalendarX2, Hourglass } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
import { QueryBody } from '../../../components/query-body';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { RadioCard } from '../../../components/ui/radio-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateEnrolment } from '../api/create-enrolment';
import { useCourse } from '../api/get-course';
import { formatSessionTime, hasStarted, isFull, seatsLine, sessionPlace } from '../utils/training-format';

export interface EnrolTarget {
  courseId: string;
  courseTitle: string;
  /** Someone else is enrolled: a person is picked (the server limits whom). */
  forSomeoneElse: boolean;
  /** The person already chosen (from a compliance row). */
  person?: PersonOption | null;
}

interface Errors {
  person?: string | undefined;
  session?: string | undefined;
  form?: string | undefined;
}

function SessionChoices({
  course,
  value,
  onChange,
  self,
  error,
  errorId,
}: {
  course: CourseDetail;
  value: string | null;
  onChange: (id: string) => void;
  self: boolean;
  error: string | undefined;
  errorId: string;
}) {
  const upcoming = course.sessions.filter((s) => !hasStarted(s));
  if (upcoming.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <CalendarX2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>No session of this course is coming up. Ask HR when the next one runs.</p>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Session</legend>
      {upcoming.map((session) => {
        const full = isFull(session);
        return (
          <RadioCard
            key={session.id}
            name={`session-${course.id}`}
            value={session.id}
            checked={value === session.id}
            onChange={onChange}
            label={formatSessionTime(session.startsAt, session.endsAt, session.timeZone)}
            description={
              <>
                <span className="block">
                  {[session.trainer.name || null, sessionPlace(session)].filter(Boolean).join(' · ')}
                </span>
                <span className="block">{seatsLine(session)}</span>
                {full ? (
                  <span className="block font-medium text-foreground">
                    {self ? 'Full — you will be waitlisted' : 'Full — they will be waitlisted'}
                    {session.waitlisted > 0 ? ` (${session.waitlisted} waiting)` : ''}
                  </span>
                ) : null}
              </>
            }
          />
        );
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

function Waitlisted({
  enrolment,
  self,
  onClose,
}: {
  enrolment: Enrolment;
  self: boolean;
  onClose: () => void;
}) {
  const position = enrolment.waitlistPosition;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {self ? 'You are on the waitlist' : `${enrolment.employee.name} is on the waitlist`}
        </DialogTitle>
        <DialogDescription>{enrolment.courseTitle}</DialogDescription>
      </DialogHeader>
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm"
      >
        <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">
            The session is full.{' '}
            {position
              ? `${self ? 'You are' : `${enrolment.employee.name} is`} number ${position} on the waitlist.`
              : `${self ? 'You are' : `${enrolment.employee.name} is`} on the waitlist.`}
          </p>
          <p className="text-muted-foreground">When a seat frees up, the first person waiting takes it.</p>
        </div>
      </div>
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </>
  );
}

function EnrolForm({
  target,
  pending,
  onSubmit,
  onClose,
}: {
  target: EnrolTarget;
  pending: boolean;
  onSubmit: (
    body: { sessionId: string | null; person: PersonOption | null },
    fail: (e: Errors) => void,
  ) => void;
  onClose: () => void;
}) {
  const id = useId();
  const course = useCourse(target.courseId);
  const [person, setPerson] = useState<PersonOption | null>(target.person ?? null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const self = !target.forSomeoneElse;
  const detail = course.data;
  const taught = detail?.delivery === 'sessions';
  const chosen = detail?.sessions.find((s) => s.id === sessionId);
  const noSessions = taught && detail.sessions.every((s) => hasStarted(s));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !detail) return;
    const next: Errors = {};
    if (target.forSomeoneElse && !person) next.person = 'Choose the person to enrol';
    if (taught && !sessionId) next.session = 'Choose a session';
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const field = next.person
        ? document.getElementById(`${id}-person`)
        : event.currentTarget.querySelector<HTMLElement>('input[type="radio"]');
      field?.focus();
      return;
    }
    onSubmit({ sessionId: taught ? sessionId : null, person }, setErrors);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">
          {self ? `Enrol in ${target.courseTitle}` : `Enrol someone in ${target.courseTitle}`}
        </DialogTitle>
        <DialogDescription>
          {taught
            ? self
              ? 'Pick a session. When a session is full you join its waitlist.'
              : 'Pick the person and a session. When a session is full they join its waitlist.'
            : self
              ? 'Start whenever you like and mark it complete when you are done.'
              : 'They can start at once and mark it complete when they are done.'}
        </DialogDescription>
      </DialogHeader>
      <ErrorAlert message={errors.form} />
      {target.forSomeoneElse ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-person`}>Person</Label>
          <PersonPicker
            id={`${id}-person`}
            value={person}
            onChange={(next) => {
              setPerson(next);
              setErrors((prev) => ({ ...prev, person: undefined, form: undefined }));
            }}
            disabled={pending}
            aria-invalid={errors.person ? true : undefined}
            aria-describedby={errors.person ? `${id}-person-error` : `${id}-person-hint`}
          />
          {errors.person ? (
            <FieldError id={`${id}-person-error`}>{errors.person}</FieldError>
          ) : (
            <p id={`${id}-person-hint`} className="text-xs text-muted-foreground">
              Search by name, employee code or work email. You can enrol the people you manage.
            </p>
          )}
        </div>
      ) : null}
      <QueryBody
        query={course}
        loadingLabel="Loading the sessions"
        skeleton={
          <>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </>
        }
        className="grid gap-2"
        failedTitle="We could not load this course"
      >
        {(data) =>
          data.delivery === 'sessions' ? (
            <SessionChoices
              course={data}
              value={sessionId}
              onChange={(next) => {
                setSessionId(next);
                setErrors((prev) => ({ ...prev, session: undefined, form: undefined }));
              }}
              self={self}
              error={errors.session}
              errorId={`${id}-session-error`}
            />
          ) : null
        }
      </QueryBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || !detail || noSessions}>
          {pending ? <Spinner /> : null}
          {chosen && isFull(chosen) ? 'Join the waitlist' : 'Enrol'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EnrolDialog({ target, onClose }: { target: EnrolTarget | null; onClose: () => void }) {
  const create = useCreateEnrolment();
  const [waitlisted, setWaitlisted] = useState<Enrolment | null>(null);

  const close = () => {
    if (create.isPending) return;
    setWaitlisted(null);
    create.reset();
    onClose();
  };

  const submit = (
    { sessionId, person }: { sessionId: string | null; person: PersonOption | null },
    fail: (errors: Errors) => void,
  ) => {
    if (!target) return;
    create.mutate(
      {
        courseId: target.courseId,
        sessionId,
        ...(target.forSomeoneElse && person ? { employeeId: person.id } : {}),
      },
      {
        onSuccess: (enrolment) => {
          if (enrolment.status === 'waitlisted') {
            setWaitlisted(enrolment);
            return;
          }
          toast.success(
            target.forSomeoneElse
              ? `${enrolment.employee.name} is enrolled in ${enrolment.courseTitle}`
              : `You are enrolled in ${enrolment.courseTitle}`,
          );
          close();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const person = fields.employeeId;
          const session = fields.sessionId;
          fail({ person, session, form: person || session ? undefined : error.message });
        },
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-lg" data-testid="enrol-dialog">
        {!target ? null : waitlisted ? (
          <Waitlisted enrolment={waitlisted} self={!target.forSomeoneElse} onClose={close} />
        ) : (
          <EnrolForm
            key={`${target.courseId}-${target.person?.id ?? ''}`}
            target={target}
            pending={create.isPending}
            onSubmit={submit}
            onClose={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

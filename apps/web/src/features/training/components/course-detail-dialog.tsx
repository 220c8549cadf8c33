/**
 * One course in full, opened from the catalogue or a link (`/training?course=<id>`, as notifications
 * send): what it is about, who must take it, its materials and its sessions, and the way to enrol.
 */
import type { CourseDetail, Session } from '@hrms/contracts/training';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, MapPin, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { departmentsQueryOptions } from '../../../api/get-departments';
import { RecordDialog, RecordDialogHeader } from '../../../components/record-dialog';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCourse } from '../api/get-course';
import {
  formatSessionTime,
  hasStarted,
  isFull,
  mandatorySummary,
  myLiveEnrolment,
  plural,
  seatsLine,
} from '../utils/training-format';
import { EnrolButton } from './enrol-button';
import { EnrolDialog, type EnrolTarget } from './enrol-dialog';
import { CourseBadges, EnrolmentStatusBadge, FullBadge } from './training-badges';

export interface EnrolAbilities {
  /** The viewer has an employee record, so may enrol themselves. */
  self: boolean;
  /** The viewer may enrol others (a manager their team, hr anyone). */
  others: boolean;
  /** The viewer may list the company's departments (to name them). */
  departments: boolean;
}

function SessionItem({ session, mine }: { session: Session; mine: boolean }) {
  const past = hasStarted(session);
  return (
    <li
      className={cn(
        'space-y-1.5 rounded-lg border p-3 text-sm',
        mine && 'border-primary/50 bg-primary/5',
        past && 'opacity-70',
      )}
      data-testid="course-session"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{formatSessionTime(session.startsAt, session.endsAt, session.timeZone)}</p>
        <div className="flex flex-wrap gap-1.5">
          {mine ? <span className="text-xs font-medium text-primary">Your session</span> : null}
          {past ? (
            <span className="text-xs text-muted-foreground">Started</span>
          ) : isFull(session) ? (
            <FullBadge />
          ) : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        {session.trainer.name ? (
          <li className="inline-flex items-center gap-1.5">
            <UserRound className="size-3.5" aria-hidden="true" />
            {session.trainer.name}
          </li>
        ) : null}
        {session.location ? (
          <li className="inline-flex items-center gap-1.5">
            <MapPin className="size-3.5" aria-hidden="true" />
            {session.location}
          </li>
        ) : null}
        {session.link ? (
          <li>
            <a
              href={session.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink className="size-3.5" aria-hidden="true" />
              Join online
            </a>
          </li>
        ) : null}
        <li>
          {seatsLine(session)}
          {session.waitlisted > 0 ? ` · ${session.waitlisted} waiting` : ''}
        </li>
      </ul>
    </li>
  );
}

function DetailBody({
  course,
  can,
  onEnrol,
}: {
  course: CourseDetail;
  can: EnrolAbilities;
  onEnrol: (target: EnrolTarget) => void;
}) {
  const needsNames = can.departments && (course.mandatory?.departmentIds.length ?? 0) > 0;
  const departments = useQuery({ ...departmentsQueryOptions(), enabled: needsNames });
  const names =
    needsNames && departments.data ? new Map(departments.data.items.map((d) => [d.id, d.name])) : null;
  const upcoming = course.sessions.filter((s) => !hasStarted(s)).length;
  const active = course.status === 'active';
  const mine = myLiveEnrolment(course);
  return (
    <>
      <RecordDialogHeader
        badges={
          <>
            <CourseBadges course={course} />
            {mine ? <EnrolmentStatusBadge status={mine.status} /> : null}
          </>
        }
        title={course.title}
        description={
          <>
            {course.delivery === 'sessions'
              ? upcoming > 0
                ? `${plural(upcoming, 'session', 'sessions')} coming up`
                : 'No session coming up yet'
              : 'Learn from the materials at your own pace'}
            {` · ${plural(course.completed, 'person', 'people')} completed it`}
          </>
        }
      />

      {course.description.trim() ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{course.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No description yet.</p>
      )}

      {course.mandatory ? (
        <p className="rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm">
          {mandatorySummary(course.mandatory, names)}
        </p>
      ) : null}

      {course.materials.length > 0 ? (
        <section aria-labelledby={`materials-${course.id}`} className="space-y-2">
          <h3 id={`materials-${course.id}`} className="text-sm font-semibold">
            Materials
          </h3>
          <ul className="space-y-1.5">
            {course.materials.map((material) => (
              <li key={`${material.url}-${material.title}`}>
                <a
                  href={material.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-2 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
                >
                  <FileText className="size-4 shrink-0" aria-hidden="true" />
                  {material.title}
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {course.delivery === 'sessions' ? (
        <section aria-labelledby={`sessions-${course.id}`} className="space-y-2">
          <h3 id={`sessions-${course.id}`} className="text-sm font-semibold">
            Sessions
          </h3>
          {course.sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sessions are scheduled yet. HR adds them here.</p>
          ) : (
            <ul className="space-y-2">
              {course.sessions.map((session) => (
                <SessionItem key={session.id} session={session} mine={mine?.sessionId === session.id} />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {active && ((can.self && !mine) || can.others) ? (
        <DialogFooter className="border-t pt-4">
          {can.others ? (
            <Button
              variant="outline"
              onClick={() =>
                onEnrol({ courseId: course.id, courseTitle: course.title, forSomeoneElse: true })
              }
            >
              <UserPlus aria-hidden="true" />
              Enrol someone
            </Button>
          ) : null}
          {can.self && !mine ? (
            <EnrolButton
              course={course}
              size="default"
              onPickSession={() =>
                onEnrol({ courseId: course.id, courseTitle: course.title, forSomeoneElse: false })
              }
            />
          ) : null}
        </DialogFooter>
      ) : null}
    </>
  );
}

export function CourseDetailDialog({
  id,
  onClose,
  can,
}: {
  id: string | null;
  onClose: () => void;
  can: EnrolAbilities;
}) {
  const course = useCourse(id);
  const [enrolling, setEnrolling] = useState<EnrolTarget | null>(null);
  return (
    <RecordDialog
      id={id}
      onClose={onClose}
      query={course}
      noun="course"
      notFound="It may have been archived or removed."
      skeleton={
        <>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </>
      }
      width="max-w-2xl"
      testId="course-detail"
      beside={<EnrolDialog target={enrolling} onClose={() => setEnrolling(null)} />}
    >
      {(record) => <DetailBody course={record} can={can} onEnrol={setEnrolling} />}
    </RecordDialog>
  );
}

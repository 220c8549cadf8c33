import type { ComplianceStatus, Course, CourseDelivery, EnrolmentStatus } from '@hrms/contracts/training';
import { BookOpen, CalendarClock, CircleAlert, Clock, ShieldCheck, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import {
  COMPLIANCE_STATUS_LABELS,
  DELIVERY_LABELS,
  ENROLMENT_STATUS_LABELS,
  formatDuration,
} from '../utils/training-format';

const ENROLMENT_LOOK: Record<EnrolmentStatus, string> = {
  enrolled: 'border-info/30 bg-info/10 text-foreground',
  waitlisted: 'border-warning/40 bg-warning/15 text-foreground',
  attended: 'border-info/30 bg-info/10 text-foreground',
  absent: 'border-destructive/30 bg-destructive/10 text-destructive',
  completed: 'border-transparent bg-success/15 text-success',
  cancelled: 'border-border bg-transparent text-muted-foreground',
};

/** An enrolment's status; a waitlisted one says its place in the queue. */
export function EnrolmentStatusBadge({
  status,
  waitlistPosition,
}: {
  status: EnrolmentStatus;
  waitlistPosition?: number | null | undefined;
}) {
  return (
    <Badge variant="outline" className={ENROLMENT_LOOK[status]} data-status={status}>
      {ENROLMENT_STATUS_LABELS[status]}
      {status === 'waitlisted' && waitlistPosition ? ` · #${waitlistPosition}` : null}
    </Badge>
  );
}

const COMPLIANCE_LOOK: Record<ComplianceStatus, string> = {
  completed: 'border-transparent bg-success/15 text-success',
  due: 'border-warning/40 bg-warning/15 text-foreground',
  overdue: 'border-transparent bg-destructive text-destructive-foreground',
};

export function ComplianceStatusBadge({ status }: { status: ComplianceStatus }) {
  return (
    <Badge variant="outline" className={COMPLIANCE_LOOK[status]} data-status={status}>
      {status === 'overdue' ? <CircleAlert aria-hidden="true" /> : null}
      {COMPLIANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function MandatoryBadge() {
  return (
    <Badge variant="outline" className="border-primary/30 bg-primary/10 text-foreground">
      <ShieldCheck aria-hidden="true" />
      Mandatory
    </Badge>
  );
}

export function ArchivedBadge() {
  return (
    <Badge variant="outline" className="border-transparent bg-muted text-muted-foreground">
      Archived
    </Badge>
  );
}

export function DeliveryBadge({ delivery }: { delivery: CourseDelivery }) {
  return (
    <Badge variant="outline" className="border-border bg-transparent text-muted-foreground">
      {delivery === 'sessions' ? <Users aria-hidden="true" /> : <BookOpen aria-hidden="true" />}
      {DELIVERY_LABELS[delivery]}
    </Badge>
  );
}

export function DurationBadge({ minutes }: { minutes: number }) {
  return (
    <Badge variant="outline" className="border-border bg-transparent text-muted-foreground">
      <Clock aria-hidden="true" />
      {formatDuration(minutes)}
    </Badge>
  );
}

export function FullBadge() {
  return (
    <Badge variant="outline" className="border-warning/40 bg-warning/15 text-foreground">
      <CalendarClock aria-hidden="true" />
      Full
    </Badge>
  );
}

/** What a course is at a glance: archived, mandatory, how it is delivered and how long it takes. */
export function CourseBadges({
  course,
}: {
  course: Pick<Course, 'status' | 'mandatory' | 'delivery' | 'durationMinutes'>;
}) {
  return (
    <>
      {course.status === 'archived' ? <ArchivedBadge /> : null}
      {course.mandatory ? <MandatoryBadge /> : null}
      <DeliveryBadge delivery={course.delivery} />
      <DurationBadge minutes={course.durationMinutes} />
    </>
  );
}

/**
 * How training reads on screen: durations, deliveries, statuses, session times in the reader's own
 * locale and time zone, seats, and the instants the session form sends.
 */

import type { Role } from '@hrms/contracts/roles';
import type {
  ComplianceStatus,
  Course,
  CourseDelivery,
  EnrolmentStatus,
  Mandatory,
  Session,
} from '@hrms/contracts/training';
import { formatDate, viewerTimeZone, zoneDiffers } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';

export const DELIVERY_LABELS: Record<CourseDelivery, string> = {
  'self-paced': 'Self-paced',
  sessions: 'In sessions',
};

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  enrolled: 'Enrolled',
  waitlisted: 'Waitlisted',
  attended: 'Attended',
  absent: 'Absent',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  completed: 'Completed',
  due: 'Due',
  overdue: 'Overdue',
};

/** `45` → `45 min`, `90` → `1 h 30 min`, `120` → `2 h`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const sessionFormatters = new Map<string, Intl.DateTimeFormat>();
/** The app's locale, as every other date, on the clock of the session's zone. */
function sessionFormatter(timeZone: string | undefined, named: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${named}`;
  let formatter = sessionFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
      ...(named ? { timeZoneName: 'short' } : {}),
    });
    sessionFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A session's start and end as the clock reads where it happens: `Tue, 5 Mar 2026, 10:00 – 12:30`,
 * with the zone's short name (`GST`) when the viewer's clock reads otherwise.
 */
export function formatSessionTime(
  startsAt: string,
  endsAt?: string | null,
  timeZone?: string | null,
  viewerZone: string = viewerTimeZone(),
): string {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return startsAt;
  let zone: string | undefined;
  let named = false;
  try {
    named = !!timeZone && zoneDiffers(start, timeZone, viewerZone);
    zone = timeZone ?? undefined;
  } catch {
    // A zone this browser does not know: the reader's own clock.
  }
  const formatter = sessionFormatter(zone, named);
  const end = endsAt ? new Date(endsAt) : null;
  if (!end || Number.isNaN(end.getTime())) return formatter.format(start);
  try {
    return formatter.formatRange(start, end);
  } catch {
    return `${formatter.format(start)} – ${formatter.format(end)}`;
  }
}

export function isFull(session: Pick<Session, 'seats' | 'taken'>): boolean {
  return session.taken >= session.seats;
}

/** `12 of 20 seats taken`. */
export function seatsLine(session: Pick<Session, 'seats' | 'taken'>): string {
  return `${session.taken} of ${plural(session.seats, 'seat', 'seats')} taken`;
}

export function hasStarted(session: Pick<Session, 'startsAt'>, now: Date = new Date()): boolean {
  return Date.parse(session.startsAt) <= now.getTime();
}

/** Where a session happens: its place, `Online`, or both. */
export function sessionPlace(session: Pick<Session, 'location' | 'link'>): string {
  const parts = [session.location.trim(), session.link ? 'Online' : ''].filter(Boolean);
  return parts.join(' · ') || 'Place to be confirmed';
}

/** Who must take a mandatory course and by when, in a sentence. */
export function mandatorySummary(
  mandatory: Mandatory,
  departmentNames: ReadonlyMap<string, string> | null,
): string {
  const departments =
    mandatory.departmentIds.length === 0
      ? 'every department'
      : departmentNames && mandatory.departmentIds.every((id) => departmentNames.has(id))
        ? mandatory.departmentIds.map((id) => departmentNames.get(id)).join(', ')
        : plural(mandatory.departmentIds.length, 'department', 'departments');
  const roles =
    mandatory.roles.length === 0 ? 'everyone' : mandatory.roles.map((r: Role) => roleLabel(r)).join(', ');
  return `Mandatory for ${roles} in ${departments}: to be completed within ${plural(
    mandatory.dueWithinDays,
    'day',
    'days',
  )} of joining or of ${formatDate(mandatory.from)}, whichever is later.`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant → the `yyyy-mm-ddThh:mm` showing it in the browser's time zone. */
export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `yyyy-mm-ddThh:mm` typed in the browser's time zone → ISO 8601 with that zone's offset
 * (`2026-03-05T10:00:00+05:30`); null when empty or not a real moment.
 */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const d = new Date(year, month - 1, day, hour, minute);
  if (Number.isNaN(d.getTime()) || d.getDate() !== day) return null;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today in the browser's calendar, `yyyy-mm-dd`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `certificate-fire-safety.pdf`. */
export function certificateFileName(courseTitle: string): string {
  const slug = courseTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `certificate-${slug || 'course'}.pdf`;
}

/** The viewer's enrolment in a course, unless they cancelled it (then they may enrol again). */
export function myLiveEnrolment(course: Pick<Course, 'myEnrolment'>): Course['myEnrolment'] {
  return course.myEnrolment && course.myEnrolment.status !== 'cancelled' ? course.myEnrolment : null;
}

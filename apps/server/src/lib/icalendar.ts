/**
 * iCalendar (RFC 5545) for all-day events: holidays now, approved leave in a person's feed later.
 * Text is escaped (§3.3.11), lines end in CRLF and are folded at 75 octets without splitting a
 * UTF-8 character (§3.1).
 */
export interface AllDayEvent {
  uid: string;
  /** First day, `YYYY-MM-DD`. */
  date: string;
  /** Last day, included; the first day when absent. */
  until?: string;
  summary: string;
  description?: string | null;
  categories?: readonly string[];
  /** When the event last changed. */
  stamp: Date;
}

export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** One content line, folded: continuation lines start with a space and no line passes 75 octets. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const compactInstant = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function toICalendar(name: string, events: readonly AllDayEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HRMS//Holidays//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${compactInstant(event.stamp)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      // DTEND of an all-day event is the day after its last day.
      `DTEND;VALUE=DATE:${compactDate(dayAfter(event.until ?? event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A meeting invitation (METHOD:REQUEST, or CANCEL): an interview sent to its panel by mail. */
export interface MeetingInvitation {
  uid: string;
  /** Bumped on each change, so calendars replace the earlier copy. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: readonly { name: string; email: string }[];
  stamp: Date;
  cancelled?: boolean;
}

const mailto = (p: { name: string; email: string }) =>
  `CN="${p.name.replace(/["\\;,:]/g, '')}":mailto:${p.email}`;

export function toInvitation(invite: MeetingInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HRMS//Recruitment//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${compactInstant(invite.stamp)}`,
    `DTSTART:${compactInstant(invite.start)}`,
    `DTEND:${compactInstant(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.location)}`,
    `ORGANIZER;${mailto(invite.organizer)}`,
    ...invite.attendees.map(
      (a) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;${mailto(a)}`,
    ),
    `STATUS:${invite.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

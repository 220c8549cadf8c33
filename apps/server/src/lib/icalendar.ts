/**
 * iCalendar (RFC 5545) for all-day events (holidays now, approved leave in a person's feed later)
 * and meeting invitations. The components are built and serialised with ical.js, which escapes text
 * (§3.3.11) and folds lines (§3.1) without splitting a UTF-8 character; lines end in CRLF, the last
 * one too.
 */
import ICAL from 'ical.js';

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

type Component = InstanceType<typeof ICAL.Component>;

/**
 * Runs `write` with ical.js set to fold at 74 octets and to break lines with CRLF. ical.js puts up
 * to `foldLength` octets after a continuation line's leading space, so 75 would give 76-octet lines;
 * at 74 no line passes 75. The settings are the library's globals: set for the (synchronous) call
 * only, and put back.
 */
function withFolding<T>(write: () => T): T {
  const { foldLength, newLineChar } = ICAL;
  ICAL.foldLength = 74;
  ICAL.newLineChar = '\r\n';
  try {
    return write();
  } finally {
    ICAL.foldLength = foldLength;
    ICAL.newLineChar = newLineChar;
  }
}

/** Line breaks as `\n`: ical.js escapes `\n` but would leave a `\r` raw in the line. */
const oneBreak = (text: string) => text.replace(/\r\n|\r/g, '\n');

/** A TEXT value as written in a content line: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return ICAL.stringify.value(oneBreak(text), 'text', ICAL.design.icalendar, false);
}

/** One content line, folded: continuation lines start with a space and no line passes 75 octets. */
export function foldLine(line: string): string {
  return withFolding(() => ICAL.helpers.foldline(line));
}

function serialise(calendar: Component): string {
  return `${withFolding(() => calendar.toString())}\r\n`;
}

function calendar(product: string, method: string): Component {
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.addPropertyWithValue('version', '2.0');
  vcalendar.addPropertyWithValue('prodid', `-//HRMS//${product}//EN`);
  vcalendar.addPropertyWithValue('calscale', 'GREGORIAN');
  vcalendar.addPropertyWithValue('method', method);
  return vcalendar;
}

/** A UTC date-time, to the second (`20261124T100000Z`). */
const instant = (at: Date) => ICAL.Time.fromJSDate(at, true);

export function toICalendar(name: string, events: readonly AllDayEvent[]): string {
  const vcalendar = calendar('Holidays', 'PUBLISH');
  // Not in ical.js's design, so written as it is given: escaped here.
  vcalendar.addPropertyWithValue('x-wr-calname', escapeText(name));
  for (const event of events) {
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', oneBreak(event.uid));
    vevent.addPropertyWithValue('dtstamp', instant(event.stamp));
    vevent.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(event.date));
    // DTEND of an all-day event is the day after its last day.
    const end = ICAL.Time.fromDateString(event.until ?? event.date);
    end.adjust(1, 0, 0, 0);
    vevent.addPropertyWithValue('dtend', end);
    vevent.addPropertyWithValue('summary', oneBreak(event.summary));
    if (event.description) vevent.addPropertyWithValue('description', oneBreak(event.description));
    if (event.categories?.length) {
      const categories = new ICAL.Property('categories');
      categories.setValues(event.categories.map(oneBreak));
      vevent.addProperty(categories);
    }
    vevent.addPropertyWithValue('transp', 'TRANSPARENT');
    vcalendar.addSubcomponent(vevent);
  }
  return serialise(vcalendar);
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

/**
 * An ORGANIZER or ATTENDEE: `mailto:` and the name as CN. ical.js quotes a CN holding `,`, `;` or
 * `:`; a double quote or a control character could only be written with RFC 6868's `^` escapes,
 * which many calendars show as they are, so they are left out of the name.
 */
function person(name: string, p: { name: string; email: string }, params: Record<string, string> = {}) {
  const property = new ICAL.Property(name);
  for (const [key, value] of Object.entries(params)) property.setParameter(key, value);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to leave out
  property.setParameter('cn', p.name.replace(/["\u0000-\u001f\u007f]/g, ''));
  property.setValue(`mailto:${p.email}`);
  return property;
}

export function toInvitation(invite: MeetingInvitation): string {
  const vcalendar = calendar('Recruitment', invite.cancelled ? 'CANCEL' : 'REQUEST');
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', oneBreak(invite.uid));
  vevent.addPropertyWithValue('sequence', invite.sequence);
  vevent.addPropertyWithValue('dtstamp', instant(invite.stamp));
  vevent.addPropertyWithValue('dtstart', instant(invite.start));
  vevent.addPropertyWithValue('dtend', instant(invite.end));
  vevent.addPropertyWithValue('summary', oneBreak(invite.summary));
  vevent.addPropertyWithValue('description', oneBreak(invite.description));
  vevent.addPropertyWithValue('location', oneBreak(invite.location));
  vevent.addProperty(person('organizer', invite.organizer));
  for (const attendee of invite.attendees) {
    vevent.addProperty(
      person('attendee', attendee, { role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }),
    );
  }
  vevent.addPropertyWithValue('status', invite.cancelled ? 'CANCELLED' : 'CONFIRMED');
  vcalendar.addSubcomponent(vevent);
  return serialise(vcalendar);
}

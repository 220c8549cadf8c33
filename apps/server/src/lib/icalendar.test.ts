import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toICalendar, toInvitation } from './icalendar';

describe('iCalendar', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'ü'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'ü'.repeat(60)}`);
  });

  it('writes all-day events with DTEND the day after, CRLF line ends', () => {
    const ics = toICalendar('Acme holidays', [
      {
        uid: 'h1@hrms',
        date: '2026-12-31',
        summary: 'New Year, Eve',
        categories: ['Public'],
        stamp: new Date('2026-11-24T10:00:00Z'),
      },
    ]);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('SUMMARY:New Year\\, Eve\r\n');
    expect(ics).toContain('DTSTAMP:20261124T100000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('writes leave over several days, and escapes the calendar name and a description over lines', () => {
    const ics = toICalendar('Holidays · Pune, Mumbai', [
      {
        uid: 'leave-1@hrms',
        date: '2026-09-21',
        until: '2026-09-22',
        summary: 'On leave: Casual leave',
        description: 'Back on Wednesday;\r\nmail Asha',
        categories: ['Leave', 'Out, of office'],
        stamp: new Date('2026-09-01T08:00:00Z'),
      },
    ]);
    expect(ics).toContain('\r\nX-WR-CALNAME:Holidays · Pune\\, Mumbai\r\n');
    expect(ics).toContain(
      '\r\nUID:leave-1@hrms\r\nDTSTAMP:20260901T080000Z\r\nDTSTART;VALUE=DATE:20260921\r\nDTEND;VALUE=DATE:20260923\r\nSUMMARY:On leave: Casual leave\r\n',
    );
    expect(ics).toContain(
      '\r\nDESCRIPTION:Back on Wednesday\\;\\nmail Asha\r\nCATEGORIES:Leave,Out\\, of office\r\nTRANSP:TRANSPARENT\r\n',
    );
  });

  it('writes an invitation and its cancellation that read back as written, no line past 75 octets', () => {
    const invite = {
      uid: 'interview-7@hrms',
      sequence: 3,
      start: new Date('2026-03-05T06:30:00.500Z'),
      end: new Date('2026-03-05T07:15:00Z'),
      summary: 'Interview: Kiran Shah for Platform engineer',
      description: `Interview of Kiran Shah; ${'fill in your scorecard, '.repeat(5)}\r\nThanks`,
      location: 'Room 4, Bengaluru',
      organizer: { name: 'Acme, Inc: "India"', email: 'hr@acme.test' },
      attendees: [
        { name: 'Asha Rao', email: 'asha@acme.test' },
        { name: 'Ünal Çelik', email: 'unal@acme.test' },
      ],
      stamp: new Date('2026-03-01T09:00:00Z'),
    };
    const ics = toInvitation(invite);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replaceAll('\r\n ', '');
    expect(unfolded).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(unfolded).toContain('\r\nSEQUENCE:3\r\nDTSTAMP:20260301T090000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20260305T063000Z\r\nDTEND:20260305T071500Z\r\n');
    expect(unfolded).toContain('\r\nORGANIZER;CN="Acme, Inc: India":mailto:hr@acme.test\r\n');
    expect(unfolded).toContain(
      '\r\nATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Ünal Çelik:mailto:unal@acme.test\r\n',
    );
    expect(unfolded).toContain('\r\nSTATUS:CONFIRMED\r\n');

    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('description')).toBe(invite.description.replace('\r\n', '\n'));
    expect(event?.getFirstPropertyValue('location')).toBe('Room 4, Bengaluru');
    expect(event?.getAllProperties('attendee').map((a) => a.getParameter('cn'))).toEqual([
      'Asha Rao',
      'Ünal Çelik',
    ]);

    const cancelled = toInvitation({ ...invite, sequence: 4, cancelled: true }).replaceAll('\r\n ', '');
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:4\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
  });
});

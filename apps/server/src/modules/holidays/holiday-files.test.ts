import { describe, expect, it, vi } from 'vitest';
import { parseHolidayCsv, parseICalendar, readDate } from './holiday-files';

describe('holiday files', () => {
  it('reads dates as YYYY-MM-DD or DD/MM/YYYY, and only real ones', () => {
    expect(readDate('2026-01-26')).toBe('2026-01-26');
    expect(readDate('1/5/2026')).toBe('2026-05-01');
    expect(readDate('2026-02-30')).toBeNull();
    expect(readDate('31/04/2026')).toBeNull();
    expect(readDate('26-01-2026')).toBeNull();
  });

  it('reads our CSV export back, with a message per broken row naming its line and column', () => {
    const csv = [
      'date,name,type,offices,regions,description',
      '2026-01-26,Republic Day,public,All offices,,National holiday',
      '2026-11-01,Kannada Rajyotsava,Public,,Karnataka,',
      '2026-02-30,Bad date,public,,,',
      '2026-03-04,Holi,festival,,,',
      '2026-03-05,X,public,,,',
    ].join('\r\n');
    const { rows, errors } = parseHolidayCsv(Buffer.from(csv));
    expect(rows.map((r) => [r.line, r.date, r.name, r.type, r.regions])).toEqual([
      [2, '2026-01-26', 'Republic Day', 'public', []],
      [3, '2026-11-01', 'Kannada Rajyotsava', 'public', ['Karnataka']],
      [4, '', 'Bad date', 'public', []],
      [5, '2026-03-04', 'Holi', 'public', []],
      [6, '2026-03-05', 'X', 'public', []],
    ]);
    expect(errors).toEqual([
      { row: 4, column: 'date', message: 'Must be a date as YYYY-MM-DD or DD/MM/YYYY' },
      { row: 5, column: 'type', message: 'Must be public, optional or company' },
      { row: 6, column: 'name', message: 'Give the holiday a name of 2 to 100 characters' },
    ]);
  });

  it('refuses a CSV without date and name columns', () => {
    expect(parseHolidayCsv(Buffer.from('when,what\n2026-01-01,New Year\n')).errors).toEqual([
      { row: 1, column: 'date', message: 'The header has no "date" column' },
      { row: 1, column: 'name', message: 'The header has no "name" column' },
    ]);
  });

  it('reads an iCalendar: folded lines, escapes, date-times, multi-day events, and broken events', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20260126',
      'SUMMARY:Republic Day\\, India',
      'DESCRIPTION:A long description that is folded',
      '  onto a second line',
      'CATEGORIES:Public',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261231T000000Z',
      'DTEND;VALUE=DATE:20270102',
      'SUMMARY:Year-end shutdown',
      'CATEGORIES:Company',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'SUMMARY:No start',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20280230',
      'SUMMARY:The 30th of February',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const { rows, errors } = parseICalendar(ics);
    expect(rows.map((r) => [r.line, r.date, r.name, r.type])).toEqual([
      [3, '2026-01-26', 'Republic Day, India', 'public'],
      [10, '2026-12-31', 'Year-end shutdown', 'company'],
      [10, '2027-01-01', 'Year-end shutdown', 'company'],
    ]);
    expect(rows[0]?.description).toBe('A long description that is folded onto a second line');
    expect(errors).toEqual([
      { row: 16, column: 'DTSTART', message: 'The event has no start date' },
      // Not read as 1 March, as the library alone would.
      { row: 19, column: 'DTSTART', message: 'The event has no start date' },
    ]);
  });

  it('reads DURATION as DTEND, and a file that is not iCalendar as one row error', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261020',
      'DURATION:P2D',
      'SUMMARY:Dussehra break',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    expect(parseICalendar(ics).rows.map((r) => [r.line, r.date])).toEqual([
      [2, '2026-10-20'],
      [2, '2026-10-21'],
    ]);
    for (const text of ['date,name\n2026-01-26,Republic Day', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n']) {
      const { rows, errors } = parseICalendar(text);
      expect(rows).toEqual([]);
      expect(errors).toEqual([
        { row: 1, column: null, message: expect.stringMatching(/^The file is not valid iCalendar: /) },
      ]);
    }
  });

  it('expands a repeating event into its occurrences of its first two years, at most 50', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:independence@gov',
      'DTSTART;VALUE=DATE:20260815',
      'RRULE:FREQ=YEARLY',
      'SUMMARY:Independence Day',
      'CATEGORIES:Public',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:pongal@gov',
      'DTSTART;VALUE=DATE:20270114',
      'DTEND;VALUE=DATE:20270116',
      'RRULE:FREQ=YEARLY;COUNT=5',
      'EXDATE;VALUE=DATE:20280114',
      'SUMMARY:Pongal',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:offsite@acme',
      'DTSTART:20260302T090000Z',
      'RRULE:FREQ=MONTHLY;BYDAY=1MO',
      'SUMMARY:Offsite',
      'CATEGORIES:Company',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:offsite@acme',
      'RECURRENCE-ID:20260406T090000Z',
      'DTSTART:20260408T090000Z',
      'SUMMARY:Offsite (moved)',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:offsite@acme',
      'RECURRENCE-ID:20260504T090000Z',
      'DTSTART:20260504T090000Z',
      'STATUS:CANCELLED',
      'SUMMARY:Offsite',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:standup@acme',
      'DTSTART;VALUE=DATE:20260105',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Weekly no-meeting day',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const { rows, errors } = parseICalendar(ics);
    expect(errors).toEqual([]);
    const of = (name: string) => rows.filter((r) => r.name === name).map((r) => [r.line, r.date, r.type]);
    // Yearly: this year and the next; 2028-08-15 is two years on, past the window.
    expect(of('Independence Day')).toEqual([
      [3, '2026-08-15', 'public'],
      [3, '2027-08-15', 'public'],
    ]);
    // Two days each, without the excluded year.
    expect(of('Pongal').map(([, date]) => date)).toEqual(['2027-01-14', '2027-01-15']);
    // The first Monday of each month for two years: April's moved to the 8th, May's cancelled.
    const offsite = rows.filter((r) => r.name.startsWith('Offsite'));
    expect(offsite).toHaveLength(23);
    expect(offsite.slice(0, 4).map((r) => [r.line, r.date, r.name, r.type])).toEqual([
      [18, '2026-03-02', 'Offsite', 'company'],
      [25, '2026-04-08', 'Offsite (moved)', 'company'],
      [18, '2026-06-01', 'Offsite', 'company'],
      [18, '2026-07-06', 'Offsite', 'company'],
    ]);
    expect(offsite.at(-1)?.date).toBe('2028-02-07');
    // Weekly would give 105 in two years: capped at 50.
    const weekly = rows.filter((r) => r.name === 'Weekly no-meeting day').map((r) => r.date);
    expect(weekly).toHaveLength(50);
    expect([weekly[0], weekly[1], weekly.at(-1)]).toEqual(['2026-01-05', '2026-01-12', '2026-12-14']);
  });

  it('refuses a repeat rule ical.js could search without end, and stops expanding when it takes too long', () => {
    const event = (rule: string) =>
      [
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'DTSTART;VALUE=DATE:20260101',
        rule,
        'SUMMARY:Never',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    for (const rule of ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'RRULE:FREQ=HOURLY']) {
      expect(parseICalendar(event(rule))).toEqual({
        rows: [],
        errors: [
          { row: 2, column: 'RRULE', message: expect.stringMatching(/^Cannot expand this repeat rule/) },
        ],
      });
    }
    // Each look at the clock is a second later: the two seconds run out before the third occurrence.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
    try {
      const { rows, errors } = parseICalendar(event('RRULE:FREQ=MONTHLY'));
      expect(rows.map((r) => r.date)).toEqual(['2026-01-01', '2026-02-01']);
      expect(errors).toEqual([
        { row: 2, column: 'RRULE', message: expect.stringMatching(/take too long to expand/) },
      ]);
    } finally {
      clock.mockRestore();
    }
  });
});

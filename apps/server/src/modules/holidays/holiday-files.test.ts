import { describe, expect, it } from 'vitest';
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
      'END:VCALENDAR',
    ].join('\r\n');
    const { rows, errors } = parseICalendar(ics);
    expect(rows.map((r) => [r.line, r.date, r.name, r.type])).toEqual([
      [3, '2026-01-26', 'Republic Day, India', 'public'],
      [10, '2026-12-31', 'Year-end shutdown', 'company'],
      [10, '2027-01-01', 'Year-end shutdown', 'company'],
    ]);
    expect(rows[0]?.description).toBe('A long description that is folded onto a second line');
    expect(errors).toEqual([{ row: 16, column: 'DTSTART', message: 'The event has no start date' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toICalendar } from './icalendar';

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
});

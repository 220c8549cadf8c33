import { describe, expect, it } from 'vitest';
import { viewerTimeZone } from '../../../lib/format';
import { courseFieldOf } from './course-form';
import { sessionCandidate, sessionFormValues, sessionResolver } from './session-form';
import {
  formatDuration,
  formatSessionTime,
  fromLocalInput,
  seatsLine,
  toLocalInput,
} from './training-format';

describe('training formats', () => {
  it('reads durations as hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(120)).toBe('2 h');
  });

  it('says how many seats are taken', () => {
    expect(seatsLine({ seats: 1, taken: 0 })).toBe('0 of 1 seat taken');
    expect(seatsLine({ seats: 20, taken: 12 })).toBe('12 of 20 seats taken');
  });

  it('sends a typed time as the same instant with the browser’s offset', () => {
    const iso = fromLocalInput('2026-03-05T10:00');
    expect(iso).toMatch(/^2026-03-05T10:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso as string)).toBe(new Date(2026, 2, 5, 10, 0).getTime());
    expect(toLocalInput(iso)).toBe('2026-03-05T10:00');
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('puts the server’s messages on the course form’s fields, others on the form', () => {
    expect(courseFieldOf('body.materials.1.url')).toBe('materials.1.url');
    expect(courseFieldOf('body.mandatory.departmentIds.0')).toBe('mandatory.departmentIds');
    expect(courseFieldOf('body.mandatory.dueWithinDays')).toBe('mandatory.dueWithinDays');
    expect(courseFieldOf('body.status')).toBeNull();
  });
});

describe('the session form', () => {
  const values = {
    ...sessionFormValues(null),
    startsAt: '2026-03-05T10:00',
    endsAt: '2026-03-05T09:00',
    trainerKind: 'outside' as const,
    trainerName: '  Priya Menon ',
    link: ' ',
  };

  it('refuses a session that ends before it starts', async () => {
    const result = await sessionResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.endsAt?.message).toBe('A session ends after it starts');
  });

  it('names a trainer from outside, and sends no empty link', () => {
    expect(sessionCandidate({ ...values, endsAt: '2026-03-05T12:00' })).toMatchObject({
      trainerEmployeeId: null,
      trainerName: 'Priya Menon',
      link: null,
      seats: 20,
      // The times were typed on this browser's clock: the session happens in its zone.
      timeZone: viewerTimeZone(),
    });
  });

  it('reads a session on the clock where it is held, naming the zone when the viewer’s reads otherwise', () => {
    const start = '2099-03-10T06:00:00Z';
    const end = '2099-03-10T08:30:00Z';
    const read = (...args: Parameters<typeof formatSessionTime>) =>
      formatSessionTime(...args).replace(/\s/g, ' ');
    expect(read(start, end, 'Asia/Dubai', 'Asia/Kolkata')).toMatch(
      /^Tue, 10 Mar,? 2099, 10:00 am – 12:30 pm (GST|GMT\+4)$/,
    );
    expect(read(start, end, 'Asia/Dubai', 'Asia/Dubai')).toMatch(/^Tue, 10 Mar,? 2099, 10:00 am – 12:30 pm$/);
    expect(read(start, null, 'Asia/Kolkata', 'Asia/Kolkata')).toMatch(/^Tue, 10 Mar,? 2099, 11:30 am$/);
  });
});

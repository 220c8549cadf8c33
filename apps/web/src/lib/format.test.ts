import { describe, expect, it } from 'vitest';
import {
  deviceDetails,
  formatBirthday,
  formatCurrency,
  formatDate,
  formatDateTimeIn,
  formatPaise,
  formatPhone,
  formatRelativeTime,
  formatTimeIn,
  phoneHref,
} from './format';

describe('money', () => {
  it('formats rupees with Indian digit grouping and two decimals', () => {
    expect(formatCurrency(123456.5)).toBe('₹1,23,456.50');
    expect(formatCurrency(10000000)).toBe('₹1,00,00,000.00');
    expect(formatCurrency(0)).toBe('₹0.00');
  });

  it('formats integer paise exactly', () => {
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(900719925474099312n)).toBe('₹9,00,71,99,25,47,40,993.12');
    expect(formatPaise(-250)).toBe('-₹2.50');
  });
});

describe('dates', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('5 Mar 2024');
    expect(formatDate('2023-12-31')).toBe('31 Dec 2023');
  });

  it('returns an unreadable value as it is', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('gives a birthday as day and month, 29 February included', () => {
    expect(formatBirthday('07-15')).toBe('15 July');
    expect(formatBirthday('02-29')).toBe('29 February');
    expect(formatBirthday('02-30')).toBe('02-30');
  });

  it('says how long ago something happened', () => {
    const now = new Date('2025-01-10T12:00:00Z');
    expect(formatRelativeTime('2025-01-10T11:59:50Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-01-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-01-09T12:00:00Z', now)).toBe('yesterday');
  });

  it('leaves out of the device details what the device description already says', () => {
    expect(deviceDetails('Chrome 140 on Linux (desktop)', ['Chrome 140', 'Linux'])).toBe('');
    expect(deviceDetails('Work laptop', ['Firefox 130', null, 'Windows'])).toBe('Firefox 130 · Windows');
  });
});

describe('times where they happen', () => {
  // 10:00 in Dubai (GMT+4) on 10 March 2026.
  const AT = '2026-03-10T06:00:00Z';

  it("reads an interview's time in its zone, named when the viewer's clock reads otherwise", () => {
    expect(formatDateTimeIn(AT, 'Asia/Dubai', 'Asia/Kolkata')).toMatch(
      /^10 Mar 2026, 10:00 am (GST|GMT\+4)$/,
    );
    expect(formatTimeIn(AT, 'Asia/Dubai', 'Asia/Kolkata')).toMatch(/^10:00 am (GST|GMT\+4)$/);
    expect(formatDateTimeIn(AT, 'Asia/Kolkata', 'Asia/Dubai')).toMatch(
      /^10 Mar 2026, 11:30 am (IST|GMT\+5:30)$/,
    );
  });

  it('adds no name when the viewer is in the same zone, or one whose clock reads the same', () => {
    expect(formatDateTimeIn(AT, 'Asia/Dubai', 'Asia/Dubai')).toBe('10 Mar 2026, 10:00 am');
    expect(formatDateTimeIn(AT, 'Asia/Kolkata', 'Asia/Calcutta')).toBe('10 Mar 2026, 11:30 am');
    expect(formatTimeIn(AT, 'Asia/Kolkata', 'Asia/Kolkata')).toBe('11:30 am');
  });

  it("follows a zone's daylight saving: London in July is named against the viewer's GMT", () => {
    expect(formatTimeIn('2026-07-01T09:00:00Z', 'Europe/London', 'Africa/Abidjan')).toMatch(
      /^10:00 am (BST|GMT\+1)$/,
    );
    expect(formatTimeIn('2026-01-05T09:00:00Z', 'Europe/London', 'Africa/Abidjan')).toBe('9:00 am');
  });

  it("falls back to the viewer's clock for a zone it does not know, and keeps an unreadable value", () => {
    expect(formatTimeIn(AT, 'Mars/Olympus', 'Asia/Kolkata')).toBe('11:30 am');
    expect(formatDateTimeIn('not a time', 'Asia/Dubai', 'Asia/Kolkata')).toBe('not a time');
  });
});

describe('phone numbers', () => {
  it('show an Indian mobile one way, however it was typed', () => {
    for (const typed of [
      '9845012345',
      '98450 12345',
      '+91 98450 12345',
      '+919845012345',
      '(+91) 98450-12345',
    ]) {
      expect(formatPhone(typed)).toBe('+91 98450 12345');
    }
    expect(phoneHref('98450 12345')).toBe('tel:+919845012345');
  });

  it('keep any other number as typed, tidied, and nothing for none', () => {
    expect(formatPhone('+44  20 7946  0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('080 2345 6789')).toBe('080 2345 6789');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone('  ')).toBeNull();
  });
});

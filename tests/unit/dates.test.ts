import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDaysAgo, formatTime } from '../../contracts/dates.ts';

describe('portal dates', () => {
  it('writes a moment in Europe/Bratislava, not UTC, in every language', () => {
    // 23:30 UTC on 31 December is already 1 January in Bratislava.
    const moment = '2026-12-31T23:30:00Z';
    expect(formatDate('sk', moment, 'numeric')).toBe('1. 1. 2027');
    expect(formatDate('en', moment, 'long')).toBe('1 January 2027');
    expect(formatDate('de', moment, 'long')).toBe('1. Jänner 2027');
    expect(formatTime('sk', '2026-07-01T16:05:00Z')).toBe('18:05');
    expect(formatDateTime('en', '2026-07-01T16:05:00Z')).toBe('1 Jul 2026, 18:05');
  });

  it('writes calendar dates as the day they name', () => {
    expect(formatDate('sk', '2027-03-01', 'long')).toBe('1. marca 2027');
    expect(formatDate('en', '2019-03', 'monthYear')).toBe('March 2019');
    expect(formatDate('de', '2019-03', 'monthYear')).toBe('März 2019');
  });

  it('shows what it cannot read instead of "Invalid Date"', () => {
    expect(formatDate('sk', 'not a date')).toBe('not a date');
  });

  it('says how many calendar days ago a job was published, in the portal time zone', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(formatDaysAgo('en', '2026-11-25T06:00:00Z', now)).toBe('today');
    // 23:30 UTC on the 24th is already the 25th in Bratislava.
    expect(formatDaysAgo('en', '2026-11-24T23:30:00Z', now)).toBe('today');
    expect(formatDaysAgo('en', '2026-11-24T12:00:00Z', now)).toBe('yesterday');
    expect(formatDaysAgo('sk', '2026-11-23T12:00:00Z', now)).toBe('predvčerom');
    expect(formatDaysAgo('sk', '2026-11-20T12:00:00Z', now)).toBe('pred 5 dňami');
    expect(formatDaysAgo('de', '2026-11-20T12:00:00Z', now)).toBe('vor 5 Tagen');
    expect(formatDaysAgo('en', '2026-11-20T12:00:00Z', now)).toBe('5 days ago');
    // Older than a month: the date itself.
    expect(formatDaysAgo('en', '2026-09-01T12:00:00Z', now)).toBe('1 Sept 2026');
  });
});

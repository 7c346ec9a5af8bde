import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../contracts/dates.ts';

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
});

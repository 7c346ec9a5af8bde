import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateField, momentField } from '../../contracts/date-fields.ts';
import {
  checkCalendarDate,
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  parseMoment,
  toPortalLocalInput,
} from '../../contracts/dates.ts';
import { eventSubmissionSchema } from '../../contracts/events.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

/** A valid event submission whose start is `startAt`. */
const eventWith = (startAt: string) => ({
  name: 'Meetup',
  description: 'Popis',
  url: 'https://example.com',
  startAt,
  locationName: 'Nivy Tower',
  organizerName: 'JUG',
  organizerUrl: 'https://example.com',
  organizerDescription: 'Komunita',
});

describe('strict dates', () => {
  it('refuses the audit’s impossible event date as not existing instead of rolling it over', () => {
    expect(parseMoment('2027-13-45T99:99')).toBe('nonexistent');
    expect(messagesOf(eventSubmissionSchema.safeParse(eventWith('2027-13-45T99:99')))).toEqual([
      'validation.dateNotExist',
    ]);
    for (const value of ['2027-02-29T18:00', '2027-04-31T18:00', '2027-06-01T24:00', '2027-06-01T18:60']) {
      expect(messagesOf(momentField().safeParse(value)), value).toEqual(['validation.dateNotExist']);
    }
    expect(messagesOf(momentField().safeParse('2027-06-01T18:00:00+15:00'))).toEqual([
      'validation.dateNotExist',
    ]);
  });

  it('says "too far in the future" for a far-future event, never "in the past"', () => {
    for (const value of ['9999-12-31T23:59', '2099-06-01T18:00', '2999-01-01T10:00:00Z']) {
      expect(messagesOf(eventSubmissionSchema.safeParse(eventWith(value))), value).toEqual([
        'validation.dateTooFar',
      ]);
    }
    const soon = toPortalLocalInput(new Date(Date.now() + 30 * 86_400_000));
    expect(eventSubmissionSchema.safeParse(eventWith(soon)).success).toBe(true);
    const yesterday = toPortalLocalInput(new Date(Date.now() - 86_400_000));
    expect(messagesOf(eventSubmissionSchema.safeParse(eventWith(yesterday)))).toEqual([
      'events:validation.startPast',
    ]);
    expect(messagesOf(eventSubmissionSchema.safeParse(eventWith('zajtra')))).toEqual(['validation.dateTime']);
  });

  it('reads every existing day of 1900–2100 back as the same date and local time', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(DATE_MIN_YEAR, 0, 1)),
          max: new Date(Date.UTC(DATE_MAX_YEAR, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (day, hour, minute) => {
          const ymd = day.toISOString().slice(0, 10);
          expect(checkCalendarDate(ymd)).toBeNull();
          expect(calendarDateField().parse(ymd)).toBe(ymd);
          // A wall-clock time outside the hour skipped in March reads back unchanged.
          const local = `${ymd}T${pad(hour)}:${pad(minute)}`;
          const moment = parseMoment(local);
          expect(moment).toBeInstanceOf(Date);
          if (hour !== 2) expect(toPortalLocalInput(moment as Date)).toBe(local);
          const utc = `${ymd}T${pad(hour)}:${pad(minute)}:00Z`;
          expect((parseMoment(utc) as Date).toISOString()).toBe(`${ymd}T${pad(hour)}:${pad(minute)}:00.000Z`);
        },
      ),
    );
  });

  it('refuses any date with a component out of its range, never moving it to another date', () => {
    const outOfRange = fc.oneof(
      fc.record({
        month: fc.integer({ min: 13, max: 99 }),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.constant(12),
        minute: fc.constant(0),
      }),
      fc.record({
        month: fc.constant(0),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.constant(12),
        minute: fc.constant(0),
      }),
      fc.record({
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.constantFrom(0, 32, 45, 99),
        hour: fc.constant(12),
        minute: fc.constant(0),
      }),
      fc.record({
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.integer({ min: 24, max: 99 }),
        minute: fc.constant(0),
      }),
      fc.record({
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.constant(12),
        minute: fc.integer({ min: 60, max: 99 }),
      }),
      fc.record({
        month: fc.constantFrom(2, 4, 6, 9, 11),
        day: fc.constant(31),
        hour: fc.constant(12),
        minute: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: DATE_MIN_YEAR, max: DATE_MAX_YEAR }),
        outOfRange,
        (year, { month, day, hour, minute }) => {
          const ymd = `${year}-${pad(month)}-${pad(day)}`;
          if (hour < 24 && minute < 60) expect(checkCalendarDate(ymd)).toBe('nonexistent');
          expect(parseMoment(`${ymd}T${pad(hour)}:${pad(minute)}`)).toBe('nonexistent');
          expect(parseMoment(`${ymd}T${pad(hour)}:${pad(minute)}:00Z`)).toBe('nonexistent');
        },
      ),
    );
    // 29 February exists in leap years only.
    fc.assert(
      fc.property(fc.integer({ min: DATE_MIN_YEAR, max: DATE_MAX_YEAR }), (year) => {
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        expect(checkCalendarDate(`${year}-02-29`)).toBe(leap ? null : 'nonexistent');
      }),
    );
  });

  it('tells dates outside 1900–2100 apart from dates that do not exist', () => {
    expect(messagesOf(calendarDateField().safeParse('1899-12-31'))).toEqual(['validation.dateTooEarly']);
    expect(messagesOf(calendarDateField().safeParse('2101-01-01'))).toEqual(['validation.dateTooFar']);
    expect(messagesOf(calendarDateField().safeParse('2027-1-1'))).toEqual(['validation.date']);
    expect(messagesOf(calendarDateField({ month: true }).safeParse('2027-13'))).toEqual(['validation.date']);
    expect(
      messagesOf(calendarDateField({ message: 'validation.startDate' }).safeParse('2027-02-30')),
    ).toEqual(['validation.startDate']);
    expect(calendarDateField({ month: true }).parse('2027-02')).toBe('2027-02');
  });
});

/**
 * The one way the portal writes dates and times: in the reader's language and the portal's time zone
 * (Europe/Bratislava), the same on the server, in the browser (so hydration never disagrees) and in
 * e-mails. Calendar dates without a time (`YYYY-MM-DD`, `YYYY-MM`) are written as the day they name.
 */
import { intlLocale } from './intl-locale.ts';

export const PORTAL_TIME_ZONE = 'Europe/Bratislava';

export type DateStyle = 'numeric' | 'medium' | 'long' | 'monthYear';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: 'numeric', month: 'numeric', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  monthYear: { month: 'long', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${key}`;
  let made = formatters.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(intlLocale(locale), options);
    formatters.set(id, made);
  }
  return made;
}

/** A moment (`Date` or ISO timestamp) or a calendar date (`YYYY-MM-DD`, `YYYY-MM`) as a `Date`. */
function toDate(value: string | Date): { date: Date; calendar: boolean } {
  if (value instanceof Date) return { date: value, calendar: false };
  if (/^\d{4}-\d{2}$/.test(value)) return { date: new Date(`${value}-01T12:00:00Z`), calendar: true };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: new Date(`${value}T12:00:00Z`), calendar: true };
  return { date: new Date(value), calendar: false };
}

/** A date without time, e.g. "25. 11. 2026" (numeric), "25. novembra 2026" (long). */
export function formatDate(locale: string, value: string | Date, style: DateStyle = 'medium'): string {
  const { date, calendar } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const timeZone = calendar ? 'UTC' : PORTAL_TIME_ZONE;
  return formatter(locale, `d:${style}:${timeZone}`, { ...OPTIONS[style], timeZone }).format(date);
}

/** A date with its time of day in the portal's time zone, e.g. "25. 11. 2026 18:30". */
export function formatDateTime(
  locale: string,
  value: string | Date,
  style: 'medium' | 'long' | 'short' = 'medium',
): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(locale, `dt:${style}`, {
    dateStyle: style,
    timeStyle: 'short',
    timeZone: PORTAL_TIME_ZONE,
  }).format(date);
}

/** The time of day in the portal's time zone, e.g. "18:30". */
export function formatTime(locale: string, value: string | Date): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(locale, 't', { timeStyle: 'short', timeZone: PORTAL_TIME_ZONE }).format(date);
}

/** `YYYY-MM-DDTHH:mm` of a moment in the portal's time zone: the value of a `datetime-local` input. */
export function toPortalLocalInput(value: string | Date): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  // Swedish writes dates as ISO does: "2026-11-25 18:30".
  return formatter('sv-SE', 'local-input', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PORTAL_TIME_ZONE,
  })
    .format(date)
    .replace(' ', 'T');
}

/** `20261201T180000`: the wall-clock time of a moment in the portal's time zone, to the second (iCalendar's local form). */
export function portalCalendarTime(value: string | Date | number): string {
  const date = typeof value === 'number' ? new Date(value) : toDate(value).date;
  if (Number.isNaN(date.getTime())) return '';
  const text = formatter('sv-SE', 'calendar', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: PORTAL_TIME_ZONE,
  }).format(date);
  const digits = text.replace(/\D/g, '');
  return `${digits.slice(0, 8)}T${digits.slice(8, 14)}`;
}

/** The first and the last year the portal accepts in any date (CV periods, jobs, events, posts). */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;

/** Days of a month (1–12) of a year, leap years included. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Why a date is refused: `format` (not written as asked), `nonexistent` (no such day or time, e.g.
 * 2027-02-30 or 25:00; never rolled over into another one), `early` or `late` (outside
 * DATE_MIN_YEAR … DATE_MAX_YEAR).
 */
export type DateProblem = 'format' | 'nonexistent' | 'early' | 'late';

/** The parts of a date and time, checked strictly; a problem when any part does not exist. */
function checkParts(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): DateProblem | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return 'nonexistent';
  if (day > daysInMonth(year, month)) return 'nonexistent';
  if (year < DATE_MIN_YEAR) return 'early';
  if (year > DATE_MAX_YEAR) return 'late';
  return null;
}

/**
 * A calendar date `YYYY-MM-DD` (or, with `month`, also a month `YYYY-MM` or a year `YYYY`: CV periods
 * known only to the month or the year) checked strictly: the date itself when it exists, or why not.
 */
export function checkCalendarDate(value: string, { month = false } = {}): DateProblem | null {
  const m = (month ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/ : /^(\d{4})-(\d{2})-(\d{2})$/).exec(value);
  if (!m) return 'format';
  return checkParts(
    Number(m[1]),
    m[2] === undefined ? 1 : Number(m[2]),
    m[3] === undefined ? 1 : Number(m[3]),
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const ISO_MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** The moment a wall-clock time (already checked) names in the portal's time zone, summer time included. */
function portalMoment(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at a moment: its wall-clock time read as UTC, minus the moment.
  const offset = (at: number) => {
    const local = toPortalLocalInput(new Date(at));
    return Date.parse(`${local}:00Z`) - Math.floor(at / 60_000) * 60_000;
  };
  let guess = wall - offset(wall);
  guess = wall - offset(guess);
  return new Date(guess);
}

/**
 * A moment as forms and API clients write it: the portal's local time of a `datetime-local` input
 * (`YYYY-MM-DDTHH:mm`, seconds optional, Europe/Bratislava) or, with `iso`, ISO 8601 with an offset
 * (`2026-12-01T17:00:00Z`). Checked strictly: an hour 24, a minute 60, a 30 February or an offset
 * beyond ±14:00 is a problem, never rolled over into another moment.
 */
export function parseMoment(value: string, { iso = true } = {}): Date | DateProblem {
  const local = LOCAL_INPUT.exec(value);
  if (local) {
    const [y, mo, d, h, mi, sec] = local.slice(1).map((p) => Number(p ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return checkParts(y, mo, d, h, mi, sec) ?? portalMoment(y, mo, d, h, mi, sec);
  }
  const m = iso ? ISO_MOMENT.exec(value) : null;
  if (!m) return 'format';
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const problem = checkParts(y, mo, d, h, mi, Number(m[6] ?? 0));
  if (problem) return problem;
  if (m[8] && (Number(m[9]) > 14 || Number(m[10]) > 59)) return 'nonexistent';
  return new Date(value);
}

/**
 * The moment a `datetime-local` value (`YYYY-MM-DDTHH:mm`) names in the portal's time zone, summer
 * time included; null for anything else, an impossible date or time included (never rolled over).
 */
export function fromPortalLocalInput(value: string): Date | null {
  const moment = parseMoment(value, { iso: false });
  return moment instanceof Date ? moment : null;
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) of a moment in the portal's time zone. */
function portalDay(date: Date): string {
  return formatter('en', 'day-key', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: PORTAL_TIME_ZONE,
  })
    .formatToParts(date)
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join('-');
}

/** Whole calendar days between two moments, counted in the portal's time zone. */
function daysBetween(from: Date, to: Date): number {
  const [a, b] = [portalDay(from), portalDay(to)].map((d) => {
    const [day, month, year] = d.split('-');
    return Date.UTC(Number(year), Number(month) - 1, Number(day));
  });
  return Math.round((b! - a!) / 86_400_000);
}

/**
 * How long ago a moment was, in calendar days of the portal's time zone: "today", "yesterday",
 * "2 days ago" (in the reader's language) up to a month, then the date itself.
 */
export function formatDaysAgo(locale: string, value: string | Date, now: Date = new Date()): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const days = daysBetween(date, now);
  if (days < 0 || days > 30) return formatDate(locale, date, 'medium');
  let made = relativeFormatters.get(locale);
  if (!made) {
    made = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
    relativeFormatters.set(locale, made);
  }
  return made.format(-days, 'day');
}

/** A date as the parts of a calendar tile in the portal's time zone: "Do", "10", "dec." (sk). */
export function formatDateTile(
  locale: string,
  value: string | Date,
): { weekday: string; day: string; month: string } {
  const { date } = toDate(value);
  const part = (key: string, options: Intl.DateTimeFormatOptions) =>
    formatter(locale, `tile:${key}`, { ...options, timeZone: PORTAL_TIME_ZONE }).format(date);
  return {
    weekday: part('w', { weekday: 'short' }),
    day: part('d', { day: 'numeric' }).replace('.', ''),
    month: part('m', { month: 'short' }),
  };
}

/** The calendar month of a moment in the portal's time zone, `YYYY-MM` (the newsletter's monthly cap). */
export function portalMonth(value: string | Date): string {
  const parts = formatter('en-CA', 'portalMonth', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(toDate(value).date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

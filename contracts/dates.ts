/**
 * The one way the portal writes dates and times: in the reader's language and the portal's time zone
 * (Europe/Bratislava), the same on the server, in the browser (so hydration never disagrees) and in
 * e-mails. Calendar dates without a time (`YYYY-MM-DD`, `YYYY-MM`) are written as the day they name.
 */
export const PORTAL_TIME_ZONE = 'Europe/Bratislava';

const INTL_LOCALE: Record<string, string> = { sk: 'sk-SK', en: 'en-GB', de: 'de-AT' };

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
    made = new Intl.DateTimeFormat(INTL_LOCALE[locale] ?? locale, options);
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

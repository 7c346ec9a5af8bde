/** Date and time of the admin tables, in the page's language and the portal's time zone. */
const TIME_ZONE = 'Europe/Bratislava';
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(locale: string, value: string | Date): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: TIME_ZONE,
    });
    formatters.set(locale, format);
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date without time, in the page's language and the portal's time zone. */
export function formatDate(locale: string, value: string | Date): string {
  let format = dateFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE });
    dateFormatters.set(locale, format);
  }
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
}

/** An amount in euros without cents. */
export function formatEur(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

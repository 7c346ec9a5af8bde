/**
 * Dates of the settings pages, in the page's language and the portal's time zone (the same on the
 * server and in the browser, so hydration never disagrees).
 */
const TIME_ZONE = 'Europe/Bratislava';
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(locale: string, value: string | Date): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
    formatters.set(locale, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

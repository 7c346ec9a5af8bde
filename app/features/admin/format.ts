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

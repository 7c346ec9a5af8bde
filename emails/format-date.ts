/** A calendar date (ISO `YYYY-MM-DD`) written out in the e-mail's language, e.g. "1. marca 2027". */
export function formatIsoDate(locale: string, isoDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

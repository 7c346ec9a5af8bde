/** Number formats of the salary pages in the reader's language. */

const TAGS: Record<string, string> = { sk: 'sk-SK', en: 'en-IE', de: 'de-DE' };
const cache = new Map<string, Intl.NumberFormat>();

function format(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(TAGS[locale] ?? locale, options)));
  return f;
}

/** "2 700,00 €" / "€2,700.00" / "2.700,00 €"; whole euros with `whole`. */
export const formatEur = (locale: string, value: number, { whole = false } = {}): string =>
  format(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);

/** A rate given in per cent: 9.4 → "9,4 %". */
export const formatPercent = (locale: string, percent: number): string =>
  format(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A plain number: 1.486 → "1,486". */
export const formatNumber = (locale: string, value: number): string =>
  format(locale, { maximumFractionDigits: 3 }).format(value);

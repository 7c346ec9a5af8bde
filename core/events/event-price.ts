import { intlLocale } from '../../contracts/intl-locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An entry price in euros in the reader's number format: "49 €" (sk, de) or "€49" (en) for whole
 * euros, "49,90 €" or "€49.90" with cents.
 */
export function formatEventPrice(price: number, locale: string): string {
  const cents = Math.round(price * 100) % 100 !== 0;
  const key = `${locale}:${cents}`;
  let format = formatters.get(key);
  if (!format)
    formatters.set(
      key,
      (format = new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      })),
    );
  return format.format(price);
}

/** "Free entry" or the price, as the `events` catalog words it; null when the price is unknown. */
export function eventPriceText(
  price: number | null,
  locale: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string | null {
  if (price === null) return null;
  return price === 0 ? t('price.free') : formatEventPrice(price, locale);
}

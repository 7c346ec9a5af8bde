import type { JobSummary } from '../../../contracts/jobs.ts';
import type { Locale } from '../../../core/shared/locale.ts';

const INTL_LOCALE: Record<Locale, string> = { sk: 'sk-SK', en: 'en-GB', de: 'de-AT' };

const eur = new Map<Locale, Intl.NumberFormat>();
const dates = new Map<Locale, Intl.DateTimeFormat>();

export function formatEur(value: number, locale: Locale): string {
  let format = eur.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    eur.set(locale, format);
  }
  return format.format(value);
}

export const formatRange = (from: number | null, to: number | null, locale: Locale) => {
  if (from !== null && to !== null && from !== to)
    return `${formatEur(from, locale)} – ${formatEur(to, locale)}`;
  const one = from ?? to;
  return one === null ? null : formatEur(one, locale);
};

export function formatDate(iso: string, locale: Locale): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'Europe/Bratislava',
    });
    dates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The pay of a job in one short line: hourly rate, MD budget or monthly salary. */
export function payParts(
  job: Pick<
    JobSummary,
    'hourlyRate' | 'mdBudgetFrom' | 'mdBudgetTo' | 'monthlySalaryFrom' | 'monthlySalaryTo'
  >,
  locale: Locale,
) {
  return {
    hourly: job.hourlyRate !== null ? formatEur(job.hourlyRate, locale) : null,
    md: formatRange(job.mdBudgetFrom, job.mdBudgetTo, locale),
    monthly: formatRange(job.monthlySalaryFrom, job.monthlySalaryTo, locale),
  };
}

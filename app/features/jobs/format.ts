import type { JobSummary } from '../../../contracts/jobs.ts';
import { INTL_LOCALE } from '../../../contracts/intl-locale.ts';
import type { Locale } from '../../../core/shared/locale.ts';

/** One formatter per locale: building Intl formatters is costly, using them is cheap. */
function perLocale<T>(make: (tag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (!value) made.set(locale, (value = make(INTL_LOCALE[locale])));
    return value;
  };
}

const eur = perLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
export const formatEur = (value: number, locale: Locale): string => eur(locale).format(value);

export const formatRange = (from: number | null, to: number | null, locale: Locale) => {
  if (from !== null && to !== null && from !== to)
    return `${formatEur(from, locale)} – ${formatEur(to, locale)}`;
  const one = from ?? to;
  return one === null ? null : formatEur(one, locale);
};

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

import {
  DEFAULT_ACCOUNTING_MONTHLY,
  DEFAULT_CALCULATOR_AMOUNT,
  DEFAULT_TAX_YEAR,
  MAX_MONTHLY_AMOUNT,
  MIN_MONTHLY_INCOME,
  TAX_YEARS,
  isTaxYear,
} from '../../../contracts/salary.ts';
import { compareForms } from '../../../core/salary/compare-forms.ts';
import { taxYearParams, type TaxYearParams } from '../../../core/salary/tax-years.ts';
import type { Route } from './+types/work-types-comparison';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The amount of the query (`?amount=3000`), or null when missing or not a usable amount. */
function amountOf(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  if (!Number.isFinite(value) || value < MIN_MONTHLY_INCOME || value > MAX_MONTHLY_AMOUNT) return null;
  return Math.round(value * 100) / 100;
}

const sum = (rates: Partial<Record<string, number>>) =>
  Math.round(Object.values(rates).reduce<number>((s, r) => s + (r ?? 0), 0) * 100) / 100;

/** What a monthly base pays in the funds of `rates`, each fund rounded down to the cent. */
const fundsOn = (base: number, rates: Partial<Record<string, number>>) =>
  Object.values(rates).reduce<number>(
    (s, r) => s + Math.floor((Math.round(base * 100) * Math.round((r ?? 0) * 100)) / 10_000),
    0,
  ) / 100;

/**
 * The figures the texts quote, from the year's parameter set (never written into the prose), in the
 * page's language.
 */
function textValues(p: TaxYearParams, locale: string, t: T): Record<string, string> {
  const pct = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const eur = (v: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: Number.isInteger(v) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(v);
  const bands = p.personalBands
    .map((b) =>
      b.upTo === null
        ? t('work-types:bands.above', { rate: pct.format(b.rate) })
        : t('work-types:bands.upTo', { rate: pct.format(b.rate), amount: eur(b.upTo) }),
    )
    .join(t('work-types:bands.separator'));
  const corporate = p.corporateRates
    .map((b) =>
      b.upTo === null
        ? t('work-types:bands.revenueAbove', { rate: pct.format(b.value) })
        : t('work-types:bands.revenueUpTo', { rate: pct.format(b.value), amount: eur(b.upTo) }),
    )
    .join(t('work-types:bands.separator'));
  const st = p.soleTrader;
  return {
    eHealth: pct.format(p.employee.health),
    eSocial: pct.format(sum(p.employee.social)),
    eUnemployment: pct.format(p.employee.social.unemployment ?? 0),
    erHealth: pct.format(p.employer.health),
    erSocial: pct.format(sum(p.employer.social) + p.employer.accident),
    erUnemployment: pct.format(p.employer.social.unemployment ?? 0),
    maxSocialBase: eur(p.maxSocialBaseMonthly),
    bands,
    flatRate: pct.format(st.flatExpenseRate),
    flatCap: eur(st.flatExpenseCap),
    reducedRate: pct.format(st.reducedRate),
    reducedUpTo: eur(st.reducedRateUpTo),
    stHealth: pct.format(st.health),
    stSocial: pct.format(sum(st.social)),
    stOldAge: pct.format(st.social.oldAge ?? 0),
    stDisability: pct.format(st.social.disability ?? 0),
    stUnemployment: pct.format(st.social.unemployment ?? 0),
    stMinSocial: eur(fundsOn(st.minSocialBaseMonthly, st.social)),
    stMinHealth: eur(Math.floor(Math.round(st.minHealthBaseMonthly * 100) * st.health) / 10_000),
    corporate,
    dividendRate: pct.format(p.dividendRate),
    minimumTax: p.minimumTax ? eur(Math.min(...p.minimumTax.map((b) => b.value))) : '',
    accounting: eur(DEFAULT_ACCOUNTING_MONTHLY),
  };
}

/** The comparison of the forms of work for the amount, year and first-year flag of the query string. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t, locale } = context;
  const url = new URL(request.url);
  const amountText = url.searchParams.get('amount');
  const amount = amountOf(amountText);
  const yearNumber = Number(url.searchParams.get('year'));
  const year = isTaxYear(yearNumber) ? yearNumber : DEFAULT_TAX_YEAR;
  const firstYear = ['on', '1', 'true'].includes(url.searchParams.get('firstYear') ?? '');
  const budgetMonthly = amount ?? DEFAULT_CALCULATOR_AMOUNT;
  const params = taxYearParams(year);
  return {
    query: { amount: amountText ?? String(budgetMonthly), year, firstYear },
    invalidAmount: amountText !== null && amountText.trim() !== '' && amount === null,
    limits: { min: MIN_MONTHLY_INCOME, max: MAX_MONTHLY_AMOUNT },
    years: [...TAX_YEARS].reverse(),
    result: compareForms({ year, budgetMonthly, firstYear }),
    values: textValues(params, locale, t as T),
    accounting: DEFAULT_ACCOUNTING_MONTHLY,
    hasMinimumTax: Boolean(params.minimumTax),
    soleTraderUnemployment: params.soleTrader.social.unemployment !== undefined,
    seo: { title: t('work-types:meta.title'), description: t('work-types:meta.description') },
  };
}

import { Info } from 'lucide-react';
import { bandOf } from '../../../core/salary/bands.ts';
import { soleTraderMinimums } from '../../../core/salary/sole-trader-minimums.ts';
import type { PersonalBand, RevenueBand, TaxYearParams } from '../../../core/salary/tax-years.ts';
import { DEFAULT_ACCOUNTING_MONTHLY } from '../../../contracts/salary-values.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { formatEur, formatNumber, formatPercent } from './format.ts';

const total = (rates: Partial<Record<string, number>>) =>
  Math.round(Object.values(rates).reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100;

/**
 * How the figures come about, in words whose every number comes from the chosen year's parameter
 * set: rates, limits, minimums and the assumptions of the comparison.
 */
export function Explanation({ params }: { params: TaxYearParams }) {
  const { t, i18n } = useTranslation('salary');
  const locale = i18n.language;
  const eur = (v: number) => formatEur(locale, v);
  const pct = (v: number) => formatPercent(locale, v);
  const join = (parts: string[]) => parts.join(t('explain.listSeparator'));

  const personalBands = (bands: readonly PersonalBand[]) =>
    join(
      bands.map((b, i) =>
        b.upTo === null
          ? t('explain.bandTop', { rate: pct(b.rate) })
          : t('explain.bandUpTo', { rate: pct(b.rate), upTo: eur(b.upTo), from: i }),
      ),
    );
  const revenueBands = (bands: readonly RevenueBand<number>[], value: (v: number) => string) =>
    join(
      bands.map((b) =>
        b.upTo === null
          ? t('explain.revenueTop', { value: value(b.value) })
          : t('explain.revenueUpTo', { value: value(b.value), upTo: eur(b.upTo) }),
      ),
    );
  const st = params.soleTrader;
  const minimums = soleTraderMinimums(params);
  const minHealth = minimums.health;
  const paragraphs = [
    {
      id: 'employment',
      title: t('forms.employment.title'),
      text: t('explain.employment', {
        year: params.year,
        employeeHealth: pct(params.employee.health),
        employeeSocial: pct(total(params.employee.social)),
        maxBase: eur(params.maxSocialBaseMonthly),
        employerHealth: pct(params.employer.health),
        employerSocial: pct(total(params.employer.social)),
        accident: pct(params.employer.accident),
        bands: personalBands(params.personalBands),
        nczd: eur(params.nonTaxable.yearly),
        nczdLimit: eur(params.nonTaxable.fullUpTo),
        nczdConstant: eur(params.nonTaxable.reducedConstant),
        nczdDivisor: params.nonTaxable.reducedDivisor,
      }),
    },
    {
      id: 'soleTrader',
      title: t('forms.soleTrader.title'),
      text: t('explain.soleTrader', {
        flatRate: pct(st.flatExpenseRate),
        flatCap: eur(st.flatExpenseCap),
        coefficient: formatNumber(locale, st.assessmentCoefficient),
        health: pct(st.health),
        minHealth: eur(minHealth),
        social: pct(total(st.social)),
        minSocial: eur(minimums.social),
        threshold: eur(12 * st.minSocialBaseMonthly),
        reducedRate: pct(st.reducedRate),
        reducedLimit: eur(st.reducedRateUpTo),
      }),
    },
    {
      id: 'company',
      title: t('forms.company.title'),
      text: [
        t('explain.company', {
          rates: revenueBands(params.corporateRates, pct),
          dividendRate: pct(params.dividendRate),
          minHealth: eur(minHealth),
          accounting: eur(DEFAULT_ACCOUNTING_MONTHLY),
        }),
        params.minimumTax ? t('explain.minimumTax', { bands: revenueBands(params.minimumTax, eur) }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    },
  ];
  // The lowest corporate band, for the assumptions paragraph.
  const lowestCorporate = bandOf(params.corporateRates, 0);
  return (
    <section
      aria-labelledby="explain-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="explain-heading" className="text-xl font-semibold tracking-tight text-ink">
        {t('explain.heading', { year: params.year })}
      </h2>
      {params.provisional.length ? (
        <p className="mt-3 flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('explain.provisional', { year: params.year })}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        {paragraphs.map((p) => (
          <div key={p.id} data-testid={`explain-${p.id}`}>
            <h3 className="text-base font-semibold text-ink">{p.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{p.text}</p>
          </div>
        ))}
      </div>
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm leading-relaxed text-slate-600">
        {t('explain.assumptions', {
          accounting: eur(DEFAULT_ACCOUNTING_MONTHLY),
          corporateRate: pct(lowestCorporate),
        })}
      </p>
      <p className="mt-2 text-xs text-slate-600">{t('explain.sources')}</p>
    </section>
  );
}

import { Calculator, Info } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { AmountForm } from '../../features/salary/amount-form.tsx';
import { ComparisonTopics } from '../../features/salary/comparison-topics.tsx';
import { TakeHome } from '../../features/salary/take-home.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './work-types-comparison.server.ts';

export { loader } from './work-types-comparison.server.ts';
export const meta = routeMeta;

/** Employment, sole trader, limited company and agreements compared: take-home pay and the rules. */
export default function WorkTypesComparisonPage() {
  const data = useLoaderData<typeof loader>();
  const { result, query, values } = data;
  const { t, i18n } = useTranslation('work-types');
  const { href } = useLocale();
  const eur = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const calculatorQuery = new URLSearchParams({
    amount: String(result.budgetMonthly),
    year: String(result.year),
    ...(result.firstYear ? { firstYear: 'on' } : {}),
  });
  return (
    <>
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-8 sm:py-12">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-1 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('hero.title')}
          </h1>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{t('hero.intro')}</p>
          <div className="mt-6 max-w-4xl">
            <AmountForm
              amount={query.amount}
              year={query.year}
              firstYear={query.firstYear}
              years={data.years}
              invalid={
                data.invalidAmount
                  ? t('form.invalid', {
                      min: eur.format(data.limits.min),
                      max: eur.format(data.limits.max),
                      amount: eur.format(result.budgetMonthly),
                    })
                  : undefined
              }
            />
          </div>
        </Container>
      </div>

      <Container className="py-10">
        <section aria-labelledby="take-home-title">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="take-home-title" className="text-2xl font-bold tracking-tight text-ink">
              {t('results.title', { amount: eur.format(result.budgetMonthly) })}
            </h2>
            <p className="text-sm text-slate-600">
              {t('results.year', { year: result.year })}
              {result.firstYear ? ` · ${t('results.firstYearOn')}` : ''}
            </p>
          </div>
          {result.provisional ? (
            <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('form.provisional', { year: result.year })}
            </p>
          ) : null}
          <div className="mt-5">
            <TakeHome result={result} />
          </div>
          {result.breakEvens.length ? (
            <div className="mt-5 rounded-xl border border-slate-200 bg-white px-5 py-4">
              <h3 className="text-sm font-semibold text-ink">{t('results.breakEvenTitle')}</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {result.breakEvens.map((b) => (
                  <li key={`${b.budgetMonthly}-${b.to}`}>
                    {t('results.breakEven', {
                      amount: whole.format(b.budgetMonthly),
                      from: t(`forms.${b.from}`),
                      to: t(`forms.${b.to}`),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
            <div className="space-y-2 text-sm leading-relaxed text-slate-600">
              <p>{t('results.assumptions', { accounting: eur.format(data.accounting) })}</p>
              <p>{t('results.agreement')}</p>
            </div>
            <Link
              to={href(`/salary-calculator?${calculatorQuery}`)}
              className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 no-underline shadow-xs hover:bg-slate-50"
            >
              <Calculator className="size-4 text-brand-700" aria-hidden />
              {t('results.calculator')}
            </Link>
          </div>
        </section>

        <section aria-labelledby="compare-title" className="mt-14">
          <h2 id="compare-title" className="text-2xl font-bold tracking-tight text-ink">
            {t('compare.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('compare.intro', { year: result.year })}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            {(['employment', 'soleTrader', 'company', 'agreement'] as const).map((form) => (
              <div key={form} className="flex gap-1.5">
                <dt className="font-semibold text-ink">{t(`forms.${form}`)}:</dt>
                <dd>{t(`formsLong.${form}`)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6">
            <ComparisonTopics
              values={values}
              keyOf={(topic, form) => {
                if (topic === 'firstYear' && form === 'company' && data.hasMinimumTax)
                  return 'compare.firstYear.companyMinimumTax';
                if (topic === 'unemployment' && form === 'soleTrader' && data.soleTraderUnemployment)
                  return 'compare.unemployment.soleTraderInsured';
                return undefined;
              }}
            />
          </div>
        </section>
      </Container>
    </>
  );
}

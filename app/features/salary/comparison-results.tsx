import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import type { CompareResult, WorkForm } from '../../../contracts/salary.ts';
import { BREAK_EVEN_RANGE } from '../../../core/salary/break-even-range.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { formatEur } from './format.ts';
import { MoneyBars } from './money-bars.tsx';

export const FORM_ORDER = ['employment', 'soleTrader', 'company'] as const satisfies readonly WorkForm[];

/** The three forms side by side, the winner marked, with the chart and the break-even points. */
export function ComparisonResults({ result, stale }: { result: CompareResult; stale: boolean }) {
  const { t, i18n } = useTranslation('salary');
  const eur = (v: number, whole = false) => formatEur(i18n.language, v, { whole });
  const runnerUp = Math.max(
    ...FORM_ORDER.filter((f) => f !== result.winner).map((f) => result[f].netMonthly),
  );
  return (
    <section aria-labelledby="results-heading" aria-live="polite">
      <h2 id="results-heading" className="text-xl font-semibold tracking-tight text-ink">
        {t('results.heading', { amount: eur(result.budgetMonthly) })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('results.intro')}</p>
      {stale ? (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('results.stale')}
        </p>
      ) : null}
      <p
        className="mt-4 flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        data-testid="winner-summary"
      >
        <Trophy className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {t('results.summary', {
            form: t(`forms.${result.winner}.title`),
            amount: eur(result[result.winner].netMonthly),
          })}
        </span>
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3" data-testid="salary-results">
        {FORM_ORDER.map((form) => {
          const winner = result.winner === form;
          const outcome = result[form];
          return (
            <li
              key={form}
              data-testid={`result-${form}`}
              data-winner={winner || undefined}
              className={clsx(
                'relative flex flex-col rounded-xl border bg-white p-5 shadow-xs',
                winner ? 'border-emerald-500 ring-2 ring-emerald-500/30' : 'border-slate-200',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-base font-semibold text-ink">{t(`forms.${form}.title`)}</h3>
                {winner ? (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                    <Trophy className="size-3.5" aria-hidden />
                    {t('results.winner')}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-600">{basisOf(form, result, t, eur)}</p>
              <p className="mt-4 text-sm text-slate-600">{t('results.netMonthly')}</p>
              <p
                className="text-3xl font-bold tracking-tight text-ink tabular-nums"
                data-testid={`net-${form}`}
              >
                {eur(outcome.netMonthly)}
              </p>
              <p className="text-sm text-slate-600 tabular-nums">
                {t('results.netYearly', { amount: eur(outcome.netYearly) })}
              </p>
              <dl className="mt-4 space-y-1.5 border-t border-slate-100 pt-4 text-sm">
                {(['tax', 'health', 'social', 'costs'] as const).map((part) =>
                  outcome.breakdownYearly[part] > 0 ? (
                    <div key={part} className="flex justify-between gap-3">
                      <dt className="text-slate-600">{t(`parts.${part}`)}</dt>
                      <dd className="font-medium text-slate-800 tabular-nums">
                        {eur(outcome.breakdownYearly[part] / 12)}
                      </dd>
                    </div>
                  ) : null,
                )}
              </dl>
              {winner && runnerUp < outcome.netMonthly ? (
                <p className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                  {t('results.ahead', { amount: eur(outcome.netMonthly - runnerUp) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">{t('results.perMonthNote')}</p>

      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h3 className="text-base font-semibold text-ink">{t('chart.heading')}</h3>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          {t('chart.intro', { amount: eur(result.budgetMonthly * 12, true) })}
        </p>
        <MoneyBars
          rows={FORM_ORDER.map((form) => ({
            id: form,
            label: t(`forms.${form}.title`),
            breakdown: result[form].breakdownYearly,
            highlight: result.winner === form,
          }))}
          partLabel={(key) => t(`parts.${key}`)}
          describe={(row) =>
            t('chart.row', {
              form: row.label,
              parts: (['net', 'tax', 'health', 'social', 'costs'] as const)
                .filter((k) => row.breakdown[k] > 0)
                .map((k) => `${t(`parts.${k}`)} ${eur(row.breakdown[k], true)}`)
                .join(', '),
            })
          }
        />
      </div>

      <BreakEvens result={result} />
    </section>
  );
}

function basisOf(
  form: WorkForm,
  result: CompareResult,
  t: (key: string, options?: Record<string, unknown>) => string,
  eur: (v: number) => string,
): string {
  if (form === 'employment')
    return t('forms.employment.basis', { amount: eur(result.employment.grossMonthly) });
  if (form === 'soleTrader') return t('forms.soleTrader.basis', { amount: eur(result.budgetMonthly) });
  return t('forms.company.basis', { amount: eur(result.budgetMonthly) });
}

function BreakEvens({ result }: { result: CompareResult }) {
  const { t, i18n } = useTranslation('salary');
  const eur = (v: number) => formatEur(i18n.language, v);
  const form = (f: WorkForm) => t(`forms.${f}.short`);
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h3 className="text-base font-semibold text-ink">{t('breakEven.heading')}</h3>
      {result.breakEvens.length ? (
        <ol className="mt-3 space-y-2 text-sm text-slate-700" data-testid="break-evens">
          {result.breakEvens.map((p) => (
            <li key={p.budgetMonthly} className="flex gap-3">
              <span className="min-w-28 font-semibold text-ink tabular-nums">{eur(p.budgetMonthly)}</span>
              <span>{t('breakEven.point', { from: form(p.from), to: form(p.to) })}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('breakEven.none', { form: form(result.winner) })}</p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        {t('breakEven.range', {
          from: formatEur(i18n.language, BREAK_EVEN_RANGE.from, { whole: true }),
          to: formatEur(i18n.language, BREAK_EVEN_RANGE.to, { whole: true }),
        })}
      </p>
    </div>
  );
}

import { clsx } from 'clsx';
import { Award, BriefcaseBusiness, Building2, Store } from 'lucide-react';
import type { CompareResult, WorkForm } from '../../../contracts/salary.ts';
import { useTranslation } from '../../i18n/react.tsx';

const ICONS: Record<WorkForm, typeof Store> = {
  employment: BriefcaseBusiness,
  soleTrader: Store,
  company: Building2,
};
const PARTS = ['net', 'tax', 'health', 'social', 'costs'] as const;
const PART_COLOURS: Record<(typeof PARTS)[number], string> = {
  net: 'bg-accent-600',
  tax: 'bg-brand-800',
  health: 'bg-brand-500',
  social: 'bg-amber-500',
  costs: 'bg-slate-400',
};

/** What each form leaves of the amount: net per month and year, and where the rest goes. */
export function TakeHome({ result }: { result: CompareResult }) {
  const { t, i18n } = useTranslation('work-types');
  const eur = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const forms = ['employment', 'soleTrader', 'company'] as const;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {forms.map((form) => {
        const outcome = result[form];
        const Icon = ICONS[form];
        const best = result.winner === form;
        const total = PARTS.reduce((s, p) => s + outcome.breakdownYearly[p], 0) || 1;
        const headingId = `take-home-${form}`;
        return (
          <li
            key={form}
            aria-labelledby={headingId}
            className={clsx(
              'relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
              best ? 'border-accent-600 ring-2 ring-accent-600/30' : 'border-slate-200',
            )}
            data-testid={`take-home-${form}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
              <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
                <Icon className="size-5 text-brand-700" aria-hidden />
                {t(`forms.${form}`)}
              </h3>
              {best ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white">
                  <Award className="size-3.5" aria-hidden />
                  {t('results.best')}
                </span>
              ) : null}
            </div>
            <p
              className="mt-4 text-3xl font-bold tracking-tight text-ink tabular-nums"
              data-testid="net-monthly"
            >
              {eur.format(outcome.netMonthly)} €
            </p>
            <p className="text-sm text-slate-600">
              {t('results.perMonth')} · {t('results.perYear', { amount: eur.format(outcome.netYearly) })}
            </p>
            {form === 'employment' ? (
              <p className="mt-1 text-sm text-slate-600">
                {t('results.gross', { amount: eur.format(result.employment.grossMonthly) })}
              </p>
            ) : null}
            <div className="mt-5 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              {PARTS.map((part) =>
                outcome.breakdownYearly[part] > 0 ? (
                  <span
                    key={part}
                    className={PART_COLOURS[part]}
                    style={{ width: `${(outcome.breakdownYearly[part] / total) * 100}%` }}
                  />
                ) : null,
              )}
            </div>
            <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('results.where')}
            </p>
            <dl className="mt-2 space-y-1.5 text-sm">
              {PARTS.filter((part) => part === 'net' || outcome.breakdownYearly[part] > 0).map((part) => (
                <div key={part} className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-2 text-slate-700">
                    <span className={clsx('size-2.5 rounded-full', PART_COLOURS[part])} aria-hidden />
                    {t(`results.parts.${part}`)}
                  </dt>
                  <dd className="font-medium text-ink tabular-nums">
                    {eur.format(outcome.breakdownYearly[part])} €
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

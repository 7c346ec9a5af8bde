import { useCallback, useState } from 'react';
import { MAX_STACK, type MarketRates } from '../../../contracts/salary.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TagCombobox, type ComboboxItem } from '../../components/ui/tag-combobox.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useApiErrorToast, useApiFetch } from '../../lib/use-api.ts';
import { formatEur } from './format.ts';

export const STACK_FIELD = 'stack';

/** Technologies matching what was typed (by name: the market rates look jobs up by name). */
function useTechnologySearch() {
  const apiFetch = useApiFetch();
  const showError = useApiErrorToast();
  return useCallback(
    async (query: string, signal: AbortSignal): Promise<ComboboxItem[]> => {
      try {
        const hits = await apiFetch<{ id: number; name: string }[]>(
          `/api/expertises?name=${encodeURIComponent(query.slice(0, 80))}`,
          { signal },
        );
        return hits.map((e) => ({ value: e.name, label: e.name }));
      } catch (error) {
        showError(error);
        return [];
      }
    },
    [apiFetch, showError],
  );
}

/**
 * The stack of the market-rate view, up to nine technologies: a searching tag input after
 * hydration, a plain `<select multiple>` of the most asked-for technologies before it.
 */
export function StackField({
  initial,
  fallback,
  errors,
}: {
  initial: readonly string[];
  fallback: readonly string[];
  errors?: readonly string[] | undefined;
}) {
  const { t } = useTranslation('salary');
  const hydrated = useHydrated();
  const search = useTechnologySearch();
  const [selected, setSelected] = useState<ComboboxItem[]>(() =>
    initial.map((n) => ({ value: n, label: n })),
  );
  if (!hydrated) {
    const options = [...new Set([...initial, ...fallback])].map((n) => ({ value: n, label: n }));
    return (
      <Select
        id="salary-stack"
        name={STACK_FIELD}
        label={t('market.stack')}
        hint={t('market.fallbackHint', { max: MAX_STACK })}
        errors={errors}
        options={options}
        multiple
        size={8}
        defaultValue={[...initial]}
      />
    );
  }
  return (
    <TagCombobox
      id="salary-stack"
      name={STACK_FIELD}
      label={t('market.stack')}
      hint={t('market.hint', { max: MAX_STACK })}
      placeholder={t('market.placeholder')}
      errors={errors}
      selected={selected}
      onChange={setSelected}
      search={search}
      max={MAX_STACK}
      texts={{
        remove: (name) => t('market.remove', { name }),
        selected: t('market.selected'),
        loading: t('market.loading'),
        noResults: t('market.noResults'),
        failed: t('common:errors.apiNotFound'),
        results: (count) => t('market.results', { count }),
      }}
    />
  );
}

/** Min, median and max daily rates of published jobs per technology and for the whole stack. */
export function MarketRatesTable({ rates, dailyRate }: { rates: MarketRates; dailyRate: number }) {
  const { t, i18n } = useTranslation('salary');
  const eur = (v: number | null) => (v === null ? '—' : formatEur(i18n.language, v, { whole: true }));
  const rows = [...rates.technologies, { ...rates.stack, name: t('market.wholeStack') }];
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
        <table className="w-full text-[13px] sm:text-sm" data-testid="market-rates">
          <caption className="sr-only">{t('market.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase">
              <th scope="col" className="px-2 py-2 sm:px-4 font-medium">
                {t('market.technology')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 text-right font-medium">
                {t('market.min')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 text-right font-medium">
                {t('market.median')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 text-right font-medium">
                {t('market.max')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 text-right font-medium">
                {t('market.jobsHeader')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr
                key={`${r.name}-${i}`}
                className={i === rows.length - 1 ? 'bg-slate-50 font-semibold' : 'border-b border-slate-100'}
              >
                <th scope="row" className="px-2 py-2 sm:px-4 text-left font-medium text-ink">
                  {r.name}
                </th>
                <td className="px-2 py-2 sm:px-4 text-right tabular-nums">{eur(r.min)}</td>
                <td className="px-2 py-2 sm:px-4 text-right tabular-nums">{eur(r.median)}</td>
                <td className="px-2 py-2 sm:px-4 text-right tabular-nums">{eur(r.max)}</td>
                <td className="px-2 py-2 sm:px-4 text-right tabular-nums">{r.jobs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        {t('market.basedOn', { count: rates.stack.jobs })} {t('market.yourRate', { rate: eur(dailyRate) })}{' '}
        {rates.stack.median !== null
          ? t(dailyRate >= rates.stack.median ? 'market.aboveMedian' : 'market.belowMedian', {
              median: eur(rates.stack.median),
            })
          : null}
      </p>
    </div>
  );
}

export function MarketSubmit() {
  const { t } = useTranslation('salary');
  return (
    <Button type="submit" variant="secondary">
      {t('market.submit')}
    </Button>
  );
}

import { MAX_STACK } from '../../../contracts/salary-values.ts';
import type { MarketRates } from '../../../contracts/salary.ts';
import { Button } from '../../components/ui/button.tsx';
import { FigureTable } from '../../components/ui/figure-table.tsx';
import { TagComboboxField } from '../../components/ui/tag-combobox.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useTechnologySearch } from '../../lib/use-technology-search.ts';
import { formatEur } from './format.ts';

export const STACK_FIELD = 'stack';

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
  // By name: the market rates look jobs up by name.
  const search = useTechnologySearch({ value: 'name' });
  const item = (n: string) => ({ value: n, label: n });
  return (
    <TagComboboxField
      id="salary-stack"
      name={STACK_FIELD}
      label={t('market.stack')}
      hint={t('market.hint', { max: MAX_STACK })}
      placeholder={t('market.placeholder')}
      errors={errors}
      initial={() => initial.map(item)}
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
      fallback={{
        options: [...new Set([...initial, ...fallback])].map(item),
        hint: t('market.fallbackHint', { max: MAX_STACK }),
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
      <FigureTable
        testId="market-rates"
        caption={t('market.caption')}
        captionHidden
        headers={[
          t('market.technology'),
          t('market.min'),
          t('market.median'),
          t('market.max'),
          t('market.jobsHeader'),
        ]}
        labelWeight="medium"
        rows={rows.map((r, i) => ({
          key: `${r.name}-${i}`,
          label: r.name,
          figures: [eur(r.min), eur(r.median), eur(r.max), r.jobs],
          // The last row: the whole stack.
          emphasis: i === rows.length - 1,
        }))}
      />
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

import type { CvLinkStats as Stats } from '../../../contracts/cv-link-stats.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { FigureTable } from '../../components/ui/figure-table.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

const CHART = { width: 900, height: 120, gap: 2 };

/**
 * The owner's statistics of the shared CV link (ADR 116), the body of its card: the views of the last 90 days as a bar
 * chart (its text alternative is the summary and a table of the days with views) and the PDF and Word
 * downloads. Counts only; the panel says that nothing about the visitors is kept.
 */
export function CvLinkStats({ stats }: { stats: Stats }) {
  const { t } = useTranslation('cv');
  const { locale } = useLocale();
  const numbers = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale);
  const max = Math.max(1, ...stats.days.map((d) => d.views));
  const bar = CHART.width / stats.days.length;
  const first = stats.days[0]?.day;
  const last = stats.days.at(-1)?.day;
  const viewed = stats.days.filter((d) => d.views > 0).reverse();
  const summary = t('linkStats.summary', { count: stats.views, views: numbers.format(stats.views) });
  const figures = [
    { key: 'views', label: t('linkStats.views'), value: stats.views },
    { key: 'pdf', label: t('linkStats.pdf'), value: stats.recent.pdf },
    { key: 'docx', label: t('linkStats.docx'), value: stats.recent.docx },
  ];
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {figures.map((f) => (
          <div key={f.key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs leading-snug text-slate-600 sm:text-sm">{f.label}</dt>
            <dd className="text-xl font-semibold text-ink tabular-nums">{numbers.format(f.value)}</dd>
          </div>
        ))}
      </dl>
      <figure className="mt-4">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="block h-28 w-full rounded-md bg-slate-50"
        >
          {stats.days.map((d, i) =>
            d.views > 0 ? (
              <rect
                key={d.day}
                x={i * bar + CHART.gap / 2}
                width={Math.max(1, bar - CHART.gap)}
                y={CHART.height - (d.views / max) * (CHART.height - 8)}
                height={(d.views / max) * (CHART.height - 8)}
                className="fill-brand-600"
              />
            ) : null,
          )}
        </svg>
        <figcaption className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
          <span>{first ? formatDate(locale, first) : null}</span>
          <span>{t('linkStats.max', { max: numbers.format(max === 1 && stats.views === 0 ? 0 : max) })}</span>
          <span>{last ? formatDate(locale, last) : null}</span>
        </figcaption>
      </figure>
      {viewed.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700">{t('linkStats.byDay')}</summary>
          <div className="mt-2 max-w-sm">
            <FigureTable
              caption={t('linkStats.byDay')}
              captionHidden
              headers={[t('linkStats.day'), t('linkStats.views')]}
              rows={viewed.map((d) => ({
                key: d.day,
                label: formatDate(locale, d.day),
                figures: [numbers.format(d.views)],
              }))}
            />
          </div>
          <p className="mt-1 text-slate-600">{t('linkStats.otherDays')}</p>
        </details>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('linkStats.none')}</p>
      )}
      <p className="mt-3 text-sm text-slate-600">
        {stats.since
          ? t('linkStats.total', {
              pdf: numbers.format(stats.total.pdf),
              docx: numbers.format(stats.total.docx),
              since: formatDate(locale, stats.since),
            })
          : null}{' '}
        {t('linkStats.privacy')}
      </p>
    </>
  );
}

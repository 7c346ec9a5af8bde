import { ClipboardList, Download, Tags } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-questionnaires.server.ts';

export { loader } from './admin-questionnaires.server.ts';
export const meta = routeMeta;

/** Adequate-salary submissions: who, which variant, practice, estimate, and the CV to download. */
export default function AdminQuestionnaires() {
  const { rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation('questionnaire');
  const { locale, href } = useLocale();
  const money = new Intl.NumberFormat(locale);
  return (
    <div>
      <AdminPageHeader
        title={t('admin.questionnaires.title')}
        intro={t('admin.questionnaires.intro')}
        actions={
          <Link
            to={href('/admin/technologies')}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 no-underline shadow-xs hover:bg-slate-50"
          >
            <Tags className="size-4" aria-hidden />
            {t('admin.questionnaires.technologiesLink')}
          </Link>
        }
      />
      {rows.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-6" aria-hidden />}
          title={t('admin.questionnaires.emptyTitle')}
          text={t('admin.questionnaires.emptyText')}
        />
      ) : (
        <DataTable
          id="questionnaires"
          caption={t('admin.questionnaires.caption')}
          captionHidden
          columns={(['date', 'person', 'variant', 'praxis', 'details', 'wage'] as const).map((c) =>
            c === 'wage'
              ? { label: t(`admin.questionnaires.${c}`), numeric: true }
              : t(`admin.questionnaires.${c}`),
          )}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                  <time dateTime={row.createdAt}>{formatDateTime(locale, row.createdAt)}</time>
                </td>
                <td className={tdClass}>
                  <span className="block font-medium text-ink">{row.name}</span>
                  <a href={`mailto:${row.email}`} className="text-sm break-all">
                    {row.email}
                  </a>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <span className="block text-slate-800">
                    {t(`professionTitles.${row.variant === 'tester' ? 'tester' : 'programmer'}`)}
                  </span>
                  <span
                    className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${row.source === 'cv' ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800'}`}
                  >
                    {t(`admin.questionnaires.${row.source}`)}
                  </span>
                </td>
                <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                  {row.overalPraxis === null ? '—' : t(`praxis.${row.overalPraxis}`)}
                </td>
                <td className={`${tdClass} text-slate-700`}>
                  {row.cv ? (
                    <a
                      href={`/api/admin/questionnaires/${row.id}/cv`}
                      download
                      className="inline-flex items-center gap-1.5 font-medium"
                    >
                      <Download className="size-4" aria-hidden />
                      {t('admin.questionnaires.download', { name: row.cv.fileName })}
                    </a>
                  ) : row.variant === 'tester' ? (
                    t(row.manualTester ? 'form.manual' : 'form.automated')
                  ) : (
                    row.technologies.join(', ') || '—'
                  )}
                </td>
                <td className={`${tdClass} text-right font-semibold whitespace-nowrap text-ink tabular-nums`}>
                  {row.wage === null ? (
                    <span className="font-normal text-slate-600">{t('admin.questionnaires.noWage')}</span>
                  ) : (
                    t('result.perDay', { amount: money.format(row.wage) })
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}

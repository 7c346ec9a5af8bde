import { Download, Inbox } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-job-applications.server.ts';

export { loader } from './admin-job-applications.server.ts';
export const meta = routeMeta;

/** Who applied for a job: contact, date, status and CV; each opens the application. */
export default function AdminJobApplications() {
  const { job, applications } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { t: th } = useTranslation('hints');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('applications.title')}
        intro={t('applications.intro', { name: job.name })}
        back={{ to: href(`/admin/jobs/${job.id}`), label: t('applications.backToJob') }}
        badges={<StatusBadge kind="job" status={job.status} />}
      />
      {applications.length ? (
        <DataTable
          id="applications"
          caption={t('applications.caption', { name: job.name })}
          captionHidden
          columns={(['candidate', 'contact', 'date', 'status', 'cv'] as const).map((c) =>
            t(`applications.columns.${c}`),
          )}
        >
          <tbody>
            {applications.map((a) => (
              <tr key={a.id} className="hover:bg-slate-50">
                <td className={`${tdClass} min-w-48`}>
                  <Link to={href(`/admin/applications/${a.id}`)} className="font-semibold">
                    {`${a.firstName} ${a.lastName}`.trim() || th('erased.account')}
                  </Link>
                </td>
                <td className={tdClass}>
                  <div>
                    <a href={`mailto:${a.email}`} className="inline-flex min-h-6 items-center break-all">
                      {a.email}
                    </a>
                  </div>
                  {a.phone ? (
                    <div>
                      <a
                        href={`tel:${a.phone.replace(/\s/g, '')}`}
                        className="inline-flex min-h-6 items-center text-slate-700"
                      >
                        {a.phone}
                      </a>
                    </div>
                  ) : null}
                </td>
                <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                  <time dateTime={a.createdAt}>{formatDateTime(locale, a.createdAt)}</time>
                </td>
                <td className={tdClass}>
                  <StatusBadge kind="application" status={a.status} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {a.hasCv ? (
                    <a
                      href={href(`/admin/applications/${a.id}/cv`)}
                      download
                      className="inline-flex items-center gap-1.5 font-medium"
                      aria-label={t('applications.downloadOf', { name: `${a.firstName} ${a.lastName}` })}
                    >
                      <Download className="size-4" aria-hidden />
                      {t('applications.download')}
                    </a>
                  ) : (
                    <span className="text-slate-500">{t('applications.noCv')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <EmptyState
          icon={<Inbox className="size-6" aria-hidden />}
          title={t('applications.emptyTitle')}
          text={t('applications.emptyText')}
        />
      )}
    </div>
  );
}

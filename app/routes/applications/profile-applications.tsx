import { Briefcase } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { ApplicationStatusBadge } from '../../features/applications/status-badge.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './profile-applications.server.ts';

export { loader } from './profile-applications.server.ts';
export const meta = routeMeta;

/** "My applications": each job applied for, when, and where the application stands. */
export default function MyApplicationsPage() {
  const { applications } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  const { locale, href } = useLocale();
  return (
    <SettingsPage title={t('applications.title')} description={t('applications.description')}>
      {applications.length ? (
        <ul className="space-y-3">
          {applications.map((a) => (
            <li
              key={a.id}
              className="rounded-xl border border-slate-200 bg-white p-5"
              data-application-id={a.id}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link to={href(`/jobs/${a.jobId}`)} className="text-lg font-semibold text-ink">
                    {a.jobName}
                  </Link>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {a.partner} · {a.city}
                  </p>
                </div>
                <p className="flex items-center gap-2 text-sm">
                  <span className="sr-only">{t('applications.statusLabel')}:</span>
                  <ApplicationStatusBadge status={a.status} />
                </p>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">
                {t(`applications.statusHelp.${a.status}`)}
              </p>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                <span>
                  {t('applications.appliedOn', { date: formatDate(locale, a.createdAt, 'numeric') })}
                </span>
                {a.updatedAt !== a.createdAt && a.status !== 'received' ? (
                  <span>
                    {t('applications.updatedOn', { date: formatDate(locale, a.updatedAt, 'numeric') })}
                  </span>
                ) : null}
                {a.cvName ? <span>{t('applications.cv', { name: a.cvName })}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Briefcase className="size-6" aria-hidden />
          </span>
          <p className="mx-auto mt-4 max-w-md leading-relaxed text-slate-700">{t('applications.empty')}</p>
          <Link to={href('/jobs')} className={buttonClasses({ className: 'mt-6' })}>
            {t('applications.emptyCta')}
          </Link>
        </div>
      )}
    </SettingsPage>
  );
}

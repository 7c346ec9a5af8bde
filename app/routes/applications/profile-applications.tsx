import { Briefcase, MailOpen } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { ApplicationTimeline } from '../../features/applications/application-timeline.tsx';
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
  const { applications, invitations } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  const { locale, href } = useLocale();
  return (
    <SettingsPage title={t('applications.title')} description={t('applications.description')}>
      {invitations.length ? (
        <section
          aria-labelledby="invitations-title"
          className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-5"
          data-testid="invitations"
        >
          <h2 id="invitations-title" className="flex items-center gap-2 font-semibold text-ink">
            <MailOpen className="size-5 text-brand-700" aria-hidden />
            {t('applications.invitations.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('applications.invitations.text')}</p>
          <ul className="mt-4 divide-y divide-brand-100">
            {invitations.map((i) => (
              <li
                key={i.jobId}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link to={href(`/jobs/${i.jobId}`)} className="font-semibold text-ink">
                    {i.jobName}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {i.partner} · {i.city} ·{' '}
                    {t('applications.invitations.invitedOn', {
                      date: formatDate(locale, i.invitedAt, 'numeric'),
                    })}
                  </p>
                </div>
                <Link
                  to={href(`/jobs/${i.jobId}/apply`)}
                  className={buttonClasses({ size: 'sm', className: 'self-start sm:self-center' })}
                >
                  {t('applications.invitations.apply')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
                {a.cvName ? <span>{t('applications.cv', { name: a.cvName })}</span> : null}
              </p>
              <ApplicationTimeline timeline={a.timeline} invitedAt={a.invitedAt} jobName={a.jobName} />
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

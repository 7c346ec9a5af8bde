import { CalendarX2, Eye, EyeOff, ExternalLink, Send, UserSearch, Users } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminCard, AdminPageHeader, DetailList, None } from '../../features/admin/admin-page.tsx';
import { IntentForm } from '../../features/admin/intent-form.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { JobForm } from '../../features/jobs/job-form.tsx';
import { JobStatusBadges, StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-job-edit.server.ts';

export { action, loader } from './admin-job-edit.server.ts';
export const meta = routeMeta;

/** One job: the form with every field beside its publication (publish, unpublish, expire). */
export default function AdminJobEdit() {
  const { job, notice, options, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const { t: th } = useTranslation('hints');
  const { locale, href } = useLocale();
  const none = <None label={t('common.none')} />;
  return (
    <div>
      <AdminPageHeader
        title={job.name}
        back={{ to: href('/admin/jobs'), label: t('jobForm.backToJobs') }}
        badges={<JobStatusBadges job={job} />}
        intro={t('jobForm.editIntro', { id: job.id })}
      />
      {notice && !actionData ? (
        <FormAlert tone="success" className="mb-6">
          {t(`jobForm.notices.${notice}`)}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="order-2 min-w-0 lg:order-1">
          <JobForm
            mode="edit"
            lastResult={replyOf(actionData)}
            defaultValue={defaultValue}
            options={options}
          />
        </div>
        <aside className="order-1 space-y-4 lg:sticky lg:top-4 lg:order-2">
          <AdminCard id="job-publication-status" title={t('jobStatus.title')}>
            <DetailList
              compact
              items={[
                { label: t('jobStatus.status'), value: <StatusBadge kind="job" status={job.status} /> },
                {
                  label: t('jobStatus.publishedAt'),
                  value: job.publishedAt ? formatDate(locale, job.publishedAt) : none,
                },
                {
                  label: t('jobStatus.validThrough'),
                  value: job.validThrough ? formatDate(locale, job.validThrough) : none,
                },
                {
                  label: t('jobStatus.available'),
                  value: job.available ? t('common.yes') : t('common.no'),
                },
                { label: t('jobStatus.views'), value: job.views },
              ]}
            />
            <div className="mt-5 grid gap-2">
              {job.status !== 'published' ? (
                <IntentForm intent="publish" icon={<Send className="size-4" aria-hidden />}>
                  {t('jobStatus.publish')}
                </IntentForm>
              ) : (
                <IntentForm
                  intent="unpublish"
                  variant="secondary"
                  icon={<EyeOff className="size-4" aria-hidden />}
                  confirm={{
                    title: t('jobStatus.unpublishConfirm.title'),
                    text: t('jobStatus.unpublishConfirm.text'),
                  }}
                >
                  {t('jobStatus.unpublish')}
                </IntentForm>
              )}
              {job.expired ? null : (
                <IntentForm
                  intent="expire"
                  variant="secondary"
                  icon={<CalendarX2 className="size-4" aria-hidden />}
                  confirm={{
                    title: th('endJob.title'),
                    text: th('endJob.text'),
                    button: th('endJob.confirm'),
                  }}
                >
                  {t('jobStatus.expire')}
                </IntentForm>
              )}
              <p className="text-xs leading-relaxed text-slate-600">{t('jobStatus.expireHint')}</p>
            </div>
          </AdminCard>
          <AdminCard>
            <div className="grid gap-2">
              <Link
                to={href(`/admin/jobs/${job.id}/applications`)}
                className={buttonClasses({ variant: 'secondary', block: true })}
              >
                <Users className="size-4" aria-hidden />
                {t('jobStatus.applications', { count: job.applicationsCount })}
              </Link>
              <Link
                to={href(`/admin/jobs/${job.id}/candidates`)}
                className={buttonClasses({ variant: 'secondary', block: true })}
              >
                <UserSearch className="size-4" aria-hidden />
                {t('jobStatus.candidates')}
              </Link>
              {job.status === 'published' ? (
                <Link
                  to={href(`/jobs/${job.id}`)}
                  className={buttonClasses({ variant: 'ghost', block: true })}
                >
                  <Eye className="size-4" aria-hidden />
                  {t('jobStatus.viewPublic')}
                  <ExternalLink className="size-3.5" aria-hidden />
                </Link>
              ) : null}
            </div>
          </AdminCard>
        </aside>
      </div>
    </div>
  );
}

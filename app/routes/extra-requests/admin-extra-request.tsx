import { Plus, Search, X } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { extraRequestStatuses } from '../../../contracts/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AdminCard, AdminPageHeader, DetailList, None } from '../../features/admin/admin-page.tsx';
import { formatDate, formatDateTime } from '../../../contracts/dates.ts';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-extra-request.server.ts';

export { action, loader } from './admin-extra-request.server.ts';
export const meta = routeMeta;

/** One extra request: what the person wants, and the published jobs matched to it. */
export default function AdminExtraRequest() {
  const { extra: r, jobQuery, found } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { locale, href } = useLocale();
  const none = <None label={t('common.none')} />;
  return (
    <div>
      <AdminPageHeader
        title={t('extraRequest.title', { name: r.name })}
        back={{ to: href('/admin/extra-requests'), label: t('extraRequest.back') }}
        badges={<StatusBadge kind="extra" status={r.status} />}
        intro={t('extraRequest.intro', { date: formatDateTime(locale, r.createdAt) })}
      />
      {actionData?.notice ? (
        <FormAlert tone="success" className="mb-6">
          {t(`extraRequest.notices.${actionData.notice}`)}
        </FormAlert>
      ) : null}
      {actionData?.error ? (
        <FormAlert tone="error" className="mb-6">
          {tc(actionData.error)}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <AdminCard id="extra-request-detail" title={t('extraRequest.detail')}>
          <DetailList
            items={[
              { label: t('extraRequest.email'), value: <a href={`mailto:${r.email}`}>{r.email}</a> },
              { label: t('extraRequest.phone'), value: r.phone ?? none },
              { label: t('extraRequest.project'), value: <p className="whitespace-pre-line">{r.project}</p> },
              { label: t('extraRequest.technologies'), value: r.technologies.join(', ') || none },
              { label: t('extraRequest.preferred'), value: r.preferredTechnologies.join(', ') || none },
              {
                label: t('extraRequest.seniority'),
                value: t(`seniority.${r.seniority}`, { defaultValue: r.seniority }),
              },
              {
                label: t('extraRequest.startDate'),
                value: r.startDate ? formatDate(locale, r.startDate) : none,
              },
              {
                label: t('extraRequest.question'),
                value: r.question ? <p className="whitespace-pre-line">{r.question}</p> : none,
              },
              {
                label: t('extraRequest.language'),
                value: tc(`enums.language.${r.language}`, { defaultValue: r.language }),
              },
            ]}
          />
        </AdminCard>
        <div className="space-y-6">
          <AdminCard
            id="extra-request-matches"
            title={t('extraRequest.matchesTitle')}
            description={t('extraRequest.matchesIntro')}
          >
            {r.matchedJobs.length ? (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {r.matchedJobs.map((job) => (
                  <JobRow key={job.id} job={job} intent="remove">
                    <Link
                      to={href(`/admin/jobs/${job.id}`)}
                      className="min-w-0 text-sm font-medium break-words"
                    >
                      {job.name}
                    </Link>
                  </JobRow>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('extraRequest.noMatches')}</p>
            )}
            <Form
              noValidate
              method="get"
              role="search"
              aria-label={t('extraRequest.findJobs')}
              className="mt-5 flex items-end gap-2"
            >
              <TextField
                id="job-query"
                name="jobQuery"
                type="search"
                label={t('extraRequest.findJobs')}
                placeholder={t('extraRequest.findPlaceholder')}
                defaultValue={jobQuery ?? ''}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" icon={<Search className="size-4" aria-hidden />}>
                {t('common.search')}
              </Button>
            </Form>
            {found ? (
              found.length ? (
                <ul
                  className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
                  aria-label={t('extraRequest.results')}
                >
                  {found.map((job) => (
                    <JobRow key={job.id} job={job} intent="add">
                      <span className="min-w-0 text-sm">
                        <span className="block font-medium break-words text-ink">{job.name}</span>
                        <span className="block text-xs text-slate-600">
                          {job.partner} · {job.city}
                        </span>
                      </span>
                    </JobRow>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-slate-600">{t('extraRequest.noResults')}</p>
              )
            ) : null}
          </AdminCard>
          <AdminCard id="extra-request-status" title={t('extraRequest.statusTitle')}>
            <Form noValidate method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="status" />
              <Select
                id="extra-request-status-choice"
                name="status"
                label={t('extraRequest.status')}
                labelHidden
                options={extraRequestStatuses.map((value) => ({ value, label: t(`status.extra.${value}`) }))}
                defaultValue={r.status}
                key={r.status}
                className="min-w-0 flex-1"
              />
              <Button type="submit">{t('extraRequest.statusSave')}</Button>
            </Form>
          </AdminCard>
        </div>
      </div>
    </div>
  );
}

/** The button of a job row: adds the job to the matches, or removes it. */
const JOB_BUTTONS = {
  add: { variant: 'secondary', icon: <Plus className="size-4" aria-hidden /> },
  remove: { variant: 'ghost', icon: <X className="size-4" aria-hidden /> },
} as const;

/** A job in a list, and a form of its own with one button that posts `intent` for it. */
function JobRow({
  job,
  intent,
  children,
}: {
  job: { id: number; name: string };
  intent: keyof typeof JOB_BUTTONS;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { variant, icon } = JOB_BUTTONS[intent];
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2.5">
      {children}
      <Form noValidate method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="jobId" value={job.id} />
        <Button
          type="submit"
          size="sm"
          variant={variant}
          aria-label={t(`extraRequest.${intent}Job`, { name: job.name })}
          icon={icon}
        >
          {t(`extraRequest.${intent}`)}
        </Button>
      </Form>
    </li>
  );
}

import { Download, FileUser, FileX } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { applicationStatuses } from '../../../contracts/applications.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { AdminCard, AdminPageHeader, DetailList, None } from '../../features/admin/admin-page.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';
import { useErrorText, useSubmitting } from '../../lib/form-helpers.ts';
import { PipelineSteps } from '../../features/applications/pipeline.tsx';
import { ClientCvAdminPanel } from '../../features/cv/client-cv-admin-panel.tsx';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-application.server.ts';

export { action, loader } from './admin-application.server.ts';
export const meta = routeMeta;

/** One application: the candidate's contact, the CV and the pipeline the admin moves it along. */
export default function AdminApplication() {
  const { application: a, clientCv } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const { t: th } = useTranslation('hints');
  const { locale, href } = useLocale();
  const errorText = useErrorText();
  const saving = useSubmitting();
  const name = `${a.firstName} ${a.lastName}`.trim() || th('erased.account');
  const none = <None label={t('common.none')} />;
  const statusErrors = errorText(actionData?.result?.error?.status ?? undefined);
  return (
    <div>
      <AdminPageHeader
        title={t('application.title', { name })}
        back={{ to: href(`/admin/jobs/${a.jobId}/applications`), label: t('application.back') }}
        badges={<StatusBadge kind="application" status={a.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <AdminCard id="application-candidate" title={t('application.candidate')}>
            <DetailList
              items={[
                {
                  label: t('application.job'),
                  value: <Link to={href(`/admin/jobs/${a.jobId}`)}>{a.jobName}</Link>,
                },
                { label: t('application.email'), value: <a href={`mailto:${a.email}`}>{a.email}</a> },
                {
                  label: t('application.phone'),
                  value: a.phone ? <a href={`tel:${a.phone.replace(/\s/g, '')}`}>{a.phone}</a> : none,
                },
                { label: t('application.date'), value: formatDateTime(locale, a.createdAt) },
                { label: t('application.updated'), value: formatDateTime(locale, a.updatedAt) },
                {
                  label: t('application.message'),
                  value: a.message ? <p className="whitespace-pre-line">{a.message}</p> : none,
                },
              ]}
            />
          </AdminCard>
          <AdminCard id="application-cv" title={t('application.cv')}>
            {a.hasCv ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-600">
                  {t('application.cvInfo', {
                    type: (a.cvType ?? '').split('/').pop()?.split('.').pop()?.toUpperCase() ?? '',
                    size: Math.max(1, Math.round((a.cvSize ?? 0) / 1024)),
                  })}
                </p>
                <a href={href(`/admin/applications/${a.id}/cv`)} download className={buttonClasses()}>
                  <Download className="size-4" aria-hidden />
                  {t('application.download')}
                </a>
              </div>
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <FileX className="size-4" aria-hidden />
                {t('application.noCv')}
              </p>
            )}
            <div className="mt-5 border-t border-slate-200 pt-4">
              <h3 className="text-sm font-semibold text-ink">{t('application.candidateCv')}</h3>
              {a.candidateCv ? (
                <p className="mt-2 flex flex-wrap gap-3">
                  <Link
                    to={href(`/cv/${a.candidateCv.token}`)}
                    className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'gap-1.5' })}
                  >
                    <FileUser className="size-4" aria-hidden />
                    {t('application.openCv')}
                  </Link>
                  {a.candidateCv.fileId ? (
                    <a
                      href={`/api/job-application/cvs/${a.candidateCv.fileId}`}
                      download
                      className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'gap-1.5' })}
                    >
                      <Download className="size-4" aria-hidden />
                      {t('application.downloadCvFile')}
                    </a>
                  ) : null}
                </p>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t('application.noPortalCv')}</p>
              )}
            </div>
          </AdminCard>
          {a.userId && clientCv ? (
            <ClientCvAdminPanel
              userId={a.userId}
              jobId={a.jobId}
              view={clientCv}
              requested={clientCv.requested}
            />
          ) : null}
        </div>
        <AdminCard
          id="application-status"
          title={t('application.statusTitle')}
          description={t('application.statusIntro')}
        >
          <PipelineSteps status={a.status} />
          {actionData?.changed ? (
            <FormAlert tone="success" className="mt-4">
              {t('application.statusSaved', { status: t(`status.application.${a.status}`) })}
              {actionData.notified ? ` ${th('status.notified')}` : null}
            </FormAlert>
          ) : null}
          <Form noValidate method="post" className="mt-5 space-y-4">
            <RadioGroup
              id="application-status-choice"
              name="status"
              legend={t('application.statusLabel')}
              options={applicationStatuses.map((value) => ({
                value,
                label: t(`status.application.${value}`),
              }))}
              defaultValue={a.status}
              errors={statusErrors}
              key={a.status}
              columns={2}
            />
            <Checkbox
              id="application-status-notify"
              name="notify"
              key={`notify-${a.status}`}
              defaultChecked
              label={th('status.notify')}
              hint={th('status.notifyHint')}
            />
            <Button type="submit" pending={saving} pendingLabel={t('common.saving')}>
              {t('application.statusSave')}
            </Button>
          </Form>
        </AdminCard>
      </div>
    </div>
  );
}

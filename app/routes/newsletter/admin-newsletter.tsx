import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Form, useActionData, useLoaderData } from 'react-router';
import { formatDate } from '../../../contracts/dates.ts';
import { newsIssueSchema } from '../../../contracts/newsletter.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AdminCard, AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { ConfirmDialog } from '../../features/admin/intent-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf, useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-newsletter.server.ts';

export { action, loader } from './admin-newsletter.server.ts';
export const meta = routeMeta;

const constraint = constraintOf(newsIssueSchema);
/** The composer's buttons, in their order: look, try on oneself, send. */
const COMPOSER_INTENTS = ['preview', 'test', 'queue'] as const;

/** `/admin/newsletter`: subscribers per topic, job alerts, sends per issue, the news composer. */
export default function AdminNewsletterPage() {
  const { overview, suppressed } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation('newsletter');
  const { locale } = useLocale();
  const control = useControlProps();
  const [form, fields] = useSchemaForm({
    id: 'news-issue',
    schema: async () => newsIssueSchema,
    constraint,
    lastResult: replyOf(acted),
  });
  const busy = {
    run: useSubmitting('run'),
    preview: useSubmitting('preview'),
    test: useSubmitting('test'),
    queue: useSubmitting('queue'),
  };
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.title')}
        intro={t('admin.intro')}
        actions={
          <Form noValidate method="post">
            <Button
              type="submit"
              name="intent"
              value="run"
              variant="secondary"
              pending={busy.run}
              pendingLabel={t('sending')}
            >
              {t('admin.run')}
            </Button>
          </Form>
        }
      />
      <ConfirmDialog
        intent="run"
        variant="primary"
        confirmation={{
          title: t('admin.runConfirm.title'),
          text: t('admin.runConfirm.text'),
          button: t('admin.run'),
        }}
      />
      {acted && 'run' in acted && acted.run ? (
        <FormAlert tone="success" title={t('admin.ran')}>
          {t('admin.ranText', {
            blog: acted.run.blog,
            news: acted.run.news,
            jobs: acted.run.jobs,
            alerts: acted.run.jobAlerts,
          })}
        </FormAlert>
      ) : null}
      <AdminCard
        title={t('admin.subscribers')}
        description={t('admin.subscribersText', {
          digests: overview.digests30d,
          ended: overview.unsubscribes30d,
        })}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th className="px-3 py-2 font-medium">{t('admin.topic')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('unsubscribe.status.confirmed')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('unsubscribe.status.pending')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('unsubscribe.status.unsubscribed')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.topics.map((row) => (
                <tr key={row.topic} className="border-b border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {t(`topics.${row.topic}`)}
                  </th>
                  <td className={cell}>{row.confirmed}</td>
                  <td className={cell}>{row.pending}</td>
                  <td className={cell}>{row.unsubscribed}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {t('alert.listTitle')}
                </th>
                <td className={cell}>{overview.alerts.active + overview.alerts.paused}</td>
                <td className={cell}>{overview.alerts.pending}</td>
                <td className={cell}>{overview.alerts.unsubscribed}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </AdminCard>
      <AdminCard title={t('admin.issues')}>
        {overview.issues.length ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {overview.issues.map((issue) => (
              <li key={issue.id} className="flex justify-between gap-4 py-2">
                <span className="min-w-0 break-words">
                  {issue.subject}
                  <span className="ml-2 text-slate-500">{formatDate(locale, issue.createdAt)}</span>
                </span>
                <span className="shrink-0 tabular-nums">{t('admin.sent', { count: issue.sent })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('admin.noIssues')}</p>
        )}
      </AdminCard>
      <AdminCard title={t('admin.suppressed')} description={t('admin.suppressedText')}>
        {acted && 'released' in acted ? (
          <FormAlert tone="success" title={t('admin.released', { email: acted.released })} />
        ) : null}
        {suppressed.length ? (
          <ul className="divide-y divide-slate-100 text-sm" aria-label={t('admin.suppressed')}>
            {suppressed.map((row) => (
              <li key={row.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="break-all">{row.email}</span>
                  <span className="ml-2 text-slate-600">
                    {t(`admin.reason.${row.reason}`, { count: row.count })} · {formatDate(locale, row.since)}
                  </span>
                </span>
                {/* Its own form: releasing is never the default button of another form. */}
                <Form method="post" className="shrink-0" noValidate>
                  <input type="hidden" name="email" value={row.email} />
                  <Button
                    type="submit"
                    name="intent"
                    value="release"
                    variant="secondary"
                    aria-label={t('admin.releaseAddress', { email: row.email })}
                  >
                    {t('admin.release')}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('admin.noSuppressed')}</p>
        )}
      </AdminCard>
      <AdminCard title={t('admin.composer')} description={t('admin.composerText')}>
        {acted && 'queued' in acted ? <FormAlert tone="success" title={t('admin.queued')} /> : null}
        {acted && 'tested' in acted ? (
          <FormAlert tone="success" title={t('admin.tested', { email: acted.tested })} />
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <TextField {...control(fields.subject)} label={t('admin.subject')} maxLength={150} />
          <TextArea
            {...control(fields.content)}
            label={t('admin.content')}
            hint={t('admin.contentHint')}
            rows={10}
          />
          <div className="flex flex-wrap gap-2">
            {COMPOSER_INTENTS.map((intent) => (
              <Button
                key={intent}
                type="submit"
                name="intent"
                value={intent}
                variant={intent === 'queue' ? 'primary' : 'secondary'}
                pending={busy[intent]}
                pendingLabel={t('sending')}
              >
                {t(`admin.${intent}`)}
              </Button>
            ))}
          </div>
        </Form>
        <ConfirmDialog
          intent="queue"
          variant="primary"
          confirmation={{
            title: t('admin.queueConfirm.title'),
            text: t('admin.queueConfirm.text', {
              subject: acted && 'carried' in acted ? (acted.carried.subject ?? '') : '',
            }),
            button: t('admin.queue'),
          }}
        />
        {acted && 'preview' in acted && acted.preview ? (
          <div className="mt-6 rounded-lg border border-slate-200 p-4">
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('admin.preview')}
            </p>
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: acted.preview }} />
          </div>
        ) : null}
      </AdminCard>
    </div>
  );
}

import { BellRing, CirclePause, CirclePlay, Trash2 } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { jobAlertFrequencies } from '../../../contracts/job-alert-frequencies.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useAlertSearchWords } from '../../features/newsletter/alert-search-words.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './job-alert-settings.server.ts';

export { action, loader } from './job-alert-settings.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

const STATUS_TONE: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paused: 'bg-amber-50 text-amber-900 ring-amber-200',
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
  unsubscribed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * `/newsletter/alert?token=` (ADR 126): the settings of one job alert from its e-mail's link, without
 * an account — how often, pause or resume, delete. Plain forms: it works without JavaScript.
 */
export default function JobAlertSettingsPage() {
  const { token, view: loaded, deleted } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation('newsletter');
  const { href } = useLocale();
  const words = useAlertSearchWords();
  const pausing = useSubmitting('pause');
  const resuming = useSubmitting('resume');
  const pending = {
    frequency: useSubmitting('frequency'),
    status: pausing || resuming,
    delete: useSubmitting('delete'),
  };
  const card =
    'rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10';
  if (deleted || !loaded || !token)
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
        <div className={card} role="status">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('alertSettings.deletedTitle')}
          </h1>
          <p className="mt-3 leading-relaxed text-slate-700">{t('alertSettings.deletedText')}</p>
          <Link to={href('/jobs')} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
            {t('confirm.browse')}
          </Link>
        </div>
      </div>
    );
  const view = acted?.view ?? loaded;
  const ended = view.status === 'unsubscribed';
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
  const saved = acted?.done
    ? t(
        `alertSettings.saved.${acted.done === 'frequency' ? 'frequency' : view.status === 'paused' ? 'paused' : 'active'}`,
      )
    : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div className={card}>
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellRing className="size-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('alertSettings.title')}
        </h1>
        <dl className="mt-5 space-y-3 text-slate-800">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('alertSettings.search')}</dt>
            <dd className="mt-0.5 font-semibold [overflow-wrap:anywhere] text-ink">{words(view.search)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('alertSettings.email')}</dt>
              <dd className="mt-0.5">{view.maskedEmail}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('alertSettings.state')}</dt>
              <dd className="mt-1">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${STATUS_TONE[view.status]}`}
                >
                  {t(`alertSettings.status.${view.status}`)}
                </span>
              </dd>
            </div>
          </div>
        </dl>
        <p role="status" className="mt-4 min-h-6 text-sm font-medium text-emerald-800">
          {saved}
        </p>
        {view.status === 'pending' ? (
          <p className="mt-2 text-sm text-slate-700">{t('alertSettings.pendingHint')}</p>
        ) : null}
        {ended ? (
          <p className="mt-2 text-sm text-slate-700">{t('alertSettings.endedHint')}</p>
        ) : (
          <div className="mt-4 space-y-6 border-t border-slate-200 pt-6">
            <Form noValidate method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              {hidden('frequency')}
              <div className="min-w-0 flex-1">
                <Select
                  id="alert-settings-frequency"
                  name="frequency"
                  label={t('alert.frequency')}
                  defaultValue={view.frequency}
                  key={view.frequency}
                  options={jobAlertFrequencies.map((f) => ({ value: f, label: t(`alert.frequencies.${f}`) }))}
                />
              </div>
              <Button
                type="submit"
                variant="secondary"
                pending={pending.frequency}
                pendingLabel={t('sending')}
              >
                {t('alert.save')}
              </Button>
            </Form>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              {view.status === 'active' || view.status === 'paused' ? (
                <Form noValidate method="post" className="sm:flex-1">
                  {hidden(view.status === 'paused' ? 'resume' : 'pause')}
                  <Button
                    type="submit"
                    block
                    variant="primary"
                    icon={
                      view.status === 'paused' ? (
                        <CirclePlay className="size-5" aria-hidden />
                      ) : (
                        <CirclePause className="size-5" aria-hidden />
                      )
                    }
                    pending={pending.status}
                    pendingLabel={t('sending')}
                  >
                    {view.status === 'paused' ? t('alert.resume') : t('alert.pause')}
                  </Button>
                </Form>
              ) : null}
              <details className="group sm:flex-1">
                <summary
                  className={buttonClasses({
                    variant: 'secondary',
                    block: true,
                    className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
                  })}
                >
                  <Trash2 className="size-5" aria-hidden />
                  {t('alertSettings.delete')}
                </summary>
                <Form
                  noValidate
                  method="post"
                  className="mt-3 rounded-xl bg-rose-50 p-4 text-sm text-rose-900"
                >
                  {hidden('delete')}
                  <p>{t('alertSettings.deleteAsk')}</p>
                  <Button
                    type="submit"
                    size="sm"
                    variant="danger"
                    className="mt-3"
                    pending={pending.delete}
                    pendingLabel={t('sending')}
                  >
                    {t('alertSettings.deleteConfirm')}
                  </Button>
                </Form>
              </details>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

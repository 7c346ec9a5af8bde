import { BellOff, CircleCheck, Undo2 } from 'lucide-react';
import { Form, useActionData, useLoaderData } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useAlertSearchWords } from '../../features/newsletter/alert-search-words.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './unsubscribe.server.ts';

export { action, loader } from './unsubscribe.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

/** `/unsubscribe` (docs/product/screens-and-routes.md): what was ended, end every topic, or undo. */
export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const view = acted?.view ?? loaded.view;
  const { t } = useTranslation('newsletter');
  const words = useAlertSearchWords();
  const topic =
    view.jobAlert !== null
      ? t('jobAlertTopic', {
          summary: view.alertSearch ? words(view.alertSearch) : view.jobAlert || t('allJobs'),
        })
      : t(`topics.${view.topic}`);
  const email = view.maskedEmail;
  const ended = view.status === 'unsubscribed';
  const allEnded = view.subscriptions.every((s) => s.status === 'unsubscribed');
  const restored = acted?.done === 'undo' && !ended;
  const pending = { end: useSubmitting('end'), all: useSubmitting('end-all'), undo: useSubmitting('undo') };
  const button = (
    intent: 'end' | 'end-all' | 'undo',
    label: string,
    variant: 'primary' | 'secondary',
    icon: React.ReactNode,
    busy: boolean,
  ) => (
    <Form noValidate method="post" className="sm:flex-1">
      <input type="hidden" name="token" value={loaded.token} />
      <input type="hidden" name="intent" value={intent} />
      <Button
        type="submit"
        size="lg"
        block
        variant={variant}
        icon={icon}
        pending={busy}
        pendingLabel={t('sending')}
      >
        {label}
      </Button>
    </Form>
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
        <span
          className={`inline-flex size-12 items-center justify-center rounded-full ${ended ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700'}`}
        >
          {ended ? (
            <CircleCheck className="size-7" aria-hidden />
          ) : (
            <BellOff className="size-6" aria-hidden />
          )}
        </span>
        <div role="status">
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {ended
              ? t('unsubscribe.endedTitle')
              : restored
                ? t('unsubscribe.restoredTitle')
                : t('unsubscribe.title')}
          </h1>
          <p className="mt-3 leading-relaxed [overflow-wrap:anywhere] text-slate-700">
            {ended
              ? allEnded && view.subscriptions.length > 1
                ? t('unsubscribe.allEnded', { email })
                : t('unsubscribe.ended', { topic, email })
              : restored
                ? t('unsubscribe.restored', { topic, email })
                : t('unsubscribe.ask', { topic, email })}
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {ended
            ? null
            : button(
                'end',
                t('unsubscribe.end'),
                'primary',
                <BellOff className="size-5" aria-hidden />,
                pending.end,
              )}
          {allEnded
            ? null
            : button(
                'end-all',
                t('unsubscribe.endAll'),
                'secondary',
                <BellOff className="size-5" aria-hidden />,
                pending.all,
              )}
          {ended
            ? button(
                'undo',
                t('unsubscribe.undo'),
                'secondary',
                <Undo2 className="size-5" aria-hidden />,
                pending.undo,
              )
            : null}
        </div>
        {view.jobAlert === null && view.subscriptions.length > 1 ? (
          <div className="mt-8 border-t border-slate-200 pt-6">
            <h2 className="text-base font-semibold text-ink">{t('unsubscribe.current')}</h2>
            <ul className="mt-3 space-y-1 text-slate-700">
              {view.subscriptions.map((s) => (
                <li key={s.topic} className="flex justify-between gap-4">
                  <span>{t(`topics.${s.topic}`)}</span>
                  <span className="text-sm text-slate-600">{t(`unsubscribe.status.${s.status}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

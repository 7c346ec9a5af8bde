import { ArrowLeft } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { formatDateTime } from '../../../contracts/dates.ts';
import { LinkifiedText } from '../../features/admin/linkified-text.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-outbox-message.server.ts';

export { loader } from './admin-outbox-message.server.ts';
export const meta = routeMeta;

/**
 * One e-mail: its envelope, the plain text with clickable links, and the HTML in a sandboxed frame
 * (`sandbox=""`: no scripts, no forms, no navigation of this page).
 */
export default function AdminOutboxMessage() {
  const { message } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <div>
      <Link to={href('/admin/outbox')} className="inline-flex items-center gap-1.5 text-sm font-medium">
        <ArrowLeft className="size-4" aria-hidden />
        {t('message.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-ink">
        {message.subject || t('outbox.noSubject')}
      </h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">{t('message.to')}</dt>
        <dd className="break-all text-ink">{message.to}</dd>
        <dt className="font-medium text-slate-600">{t('message.date')}</dt>
        <dd className="text-ink">
          <time dateTime={message.date}>{formatDateTime(locale, message.date)}</time>
        </dd>
        {message.language ? (
          <>
            <dt className="font-medium text-slate-600">{t('message.language')}</dt>
            <dd className="text-ink uppercase">{message.language}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">{t('message.messageId')}</dt>
        <dd className="font-mono text-xs break-all text-slate-800">{message.messageId}</dd>
      </dl>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="message-text" className="min-w-0">
          <h2 id="message-text" className="text-base font-semibold text-ink">
            {t('message.text')}
          </h2>
          <pre
            tabIndex={0}
            className="mt-3 max-h-[40rem] overflow-auto rounded-xl border border-slate-200 bg-white p-5 font-mono text-sm leading-relaxed whitespace-pre-wrap text-slate-800 shadow-sm"
          >
            <LinkifiedText text={message.text} />
          </pre>
        </section>
        <section aria-labelledby="message-html" className="min-w-0">
          <h2 id="message-html" className="text-base font-semibold text-ink">
            {t('message.html')}
          </h2>
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={t('message.htmlFrame', { subject: message.subject })}
            className="mt-3 h-[40rem] w-full rounded-xl border border-slate-200 bg-white shadow-sm"
          />
        </section>
      </div>
    </div>
  );
}

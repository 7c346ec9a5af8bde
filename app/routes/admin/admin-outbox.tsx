import { Inbox, Send } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { EmptyState } from '../../features/admin/admin-page.tsx';
import { OutboxTable, UndeliveredTable } from '../../features/admin/outbox-table.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-outbox.server.ts';

export { loader } from './admin-outbox.server.ts';
export const meta = routeMeta;

/** The outbox of the embedded mailer: date, recipient and subject, newest first. */
export default function AdminOutbox() {
  const { messages, undelivered, retried } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('outbox.title')}</h1>
      <p className="mt-1.5 max-w-2xl leading-relaxed text-slate-600">{t('outbox.intro')}</p>
      {retried ? (
        <FormAlert tone="success" className="mt-6">
          {t('outbox.retried')}
        </FormAlert>
      ) : null}
      {undelivered.length > 0 ? (
        <section className="mt-6" aria-labelledby="undelivered-title">
          <h2 id="undelivered-title" className="text-lg font-semibold text-rose-800">
            {t('outbox.undeliveredTitle', { count: undelivered.length })}
          </h2>
          <p className="mt-1 mb-3 max-w-2xl text-sm leading-relaxed text-slate-600">
            {t('outbox.undeliveredText')}
          </p>
          <UndeliveredTable emails={undelivered} />
        </section>
      ) : null}
      <div className="mt-6">
        {messages === null ? (
          <EmptyState
            icon={<Send className="size-6" aria-hidden />}
            title={t('outbox.smtpTitle')}
            text={t('outbox.smtpText')}
          />
        ) : messages.length === 0 ? (
          <EmptyState
            icon={<Inbox className="size-6" aria-hidden />}
            title={t('outbox.emptyTitle')}
            text={t('outbox.emptyText')}
          />
        ) : (
          <OutboxTable messages={messages} />
        )}
      </div>
    </div>
  );
}

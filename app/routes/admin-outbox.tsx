import { Inbox, Send } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { EmptyState } from '../features/admin/admin-page.tsx';
import { OutboxTable } from '../features/admin/outbox-table.tsx';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './admin-outbox.server.ts';

export { loader } from './admin-outbox.server.ts';
export const meta = routeMeta;

/** The outbox of the embedded mailer: date, recipient and subject, newest first. */
export default function AdminOutbox() {
  const { messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('outbox.title')}</h1>
      <p className="mt-1.5 max-w-2xl leading-relaxed text-slate-600">{t('outbox.intro')}</p>
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

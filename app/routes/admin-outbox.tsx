import { Inbox, Send } from 'lucide-react';
import { useLoaderData } from 'react-router';
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
          <Empty
            icon={<Send className="size-6" aria-hidden />}
            title={t('outbox.smtpTitle')}
            text={t('outbox.smtpText')}
          />
        ) : messages.length === 0 ? (
          <Empty
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

function Empty({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      <p className="mx-auto mt-1.5 max-w-md leading-relaxed text-slate-600">{text}</p>
    </div>
  );
}

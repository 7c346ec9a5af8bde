import { Form, Link } from 'react-router';
import type { UndeliveredEmail } from '../../../core/outbox/list-undelivered-emails.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { DataTable, tdClass } from './data-table.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  date: string;
}

/** The e-mails of the embedded outbox, newest first, each linking to its message. */
export function OutboxTable({ messages }: { messages: readonly OutboxRow[] }) {
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <DataTable
      id="outbox"
      caption={t('outbox.caption')}
      captionHidden
      columns={[t('outbox.date'), t('outbox.to'), t('outbox.subject')]}
    >
      <tbody>
        {messages.map((message) => (
          <tr key={message.id} className="hover:bg-slate-50">
            <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
              <time dateTime={message.date}>{formatDateTime(locale, message.date)}</time>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-slate-800`}>{message.to}</td>
            <td className={tdClass}>
              <Link to={href(`/admin/outbox/${encodeURIComponent(message.id)}`)} className="font-medium">
                {message.subject || t('outbox.noSubject')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** E-mails that could not be queued or sent, with the reason and a button that queues each again. */
export function UndeliveredTable({ emails }: { emails: readonly UndeliveredEmail[] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  return (
    <DataTable
      id="undelivered"
      caption={t('outbox.undeliveredCaption')}
      columns={[
        t('outbox.failedAt'),
        t('outbox.to'),
        t('outbox.reason'),
        { label: t('outbox.action'), labelHidden: true },
      ]}
    >
      <tbody>
        {emails.map((email) => (
          <tr key={email.id}>
            <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
              <time dateTime={email.failedAt}>{formatDateTime(locale, email.failedAt)}</time>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-slate-800`}>
              {email.to}
              <span className="block text-xs text-slate-500">{email.template}</span>
            </td>
            <td className={`${tdClass} max-w-md text-rose-800`}>
              <span className="line-clamp-3 break-words">{email.error}</span>
            </td>
            <td className={tdClass}>
              <Form noValidate method="post">
                <Button type="submit" name="retry" value={String(email.id)} variant="secondary" size="sm">
                  {t('outbox.retry')}
                </Button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

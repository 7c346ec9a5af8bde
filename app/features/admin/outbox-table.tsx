import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { DataTable, tdClass } from './data-table.tsx';
import { formatDateTime } from './format.ts';

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

import { Badge } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { DataTable, tdClass } from './data-table.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';

export interface AuditRow {
  id: number;
  type: string;
  email: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  detail: string | null;
  createdAt: string;
}

/** Event types the audit log writes (`db/schema/auth.ts` and the account gateway). */
const KNOWN_TYPES = new Set([
  'sign_in',
  'sign_in_failed',
  'sign_up',
  'sign_out',
  'social_sign_in',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'email_verified',
  'reauthenticated',
  'reauthentication_failed',
  'account_deleted',
  'admin_granted',
  'rate_limited',
]);
const FAILURES = new Set(['sign_in_failed', 'reauthentication_failed', 'rate_limited']);
const NOTABLE = new Set(['account_deleted', 'admin_granted', 'password_changed', 'email_changed']);

/** The authentication audit log, newest first. */
export function AuditTable({ events }: { events: readonly AuditRow[] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const dash = <span className="text-slate-500">–</span>;
  return (
    <DataTable
      id="audit"
      caption={t('audit.caption')}
      captionHidden
      columns={(['time', 'type', 'email', 'ip', 'userAgent', 'detail'] as const).map((c) =>
        t(`audit.columns.${c}`),
      )}
    >
      <tbody>
        {events.map((event) => (
          <tr key={event.id} className="hover:bg-slate-50">
            <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
              <time dateTime={event.createdAt}>{formatDateTime(locale, event.createdAt)}</time>
            </td>
            <td className={tdClass}>
              <Badge
                className="whitespace-nowrap"
                tone={FAILURES.has(event.type) ? 'red' : NOTABLE.has(event.type) ? 'amber' : 'neutral'}
              >
                {KNOWN_TYPES.has(event.type) ? t(`audit.types.${event.type}`) : event.type}
              </Badge>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-slate-800`}>{event.email ?? dash}</td>
            <td className={`${tdClass} font-mono text-xs whitespace-nowrap text-slate-700`}>
              {event.ipAddress ?? dash}
            </td>
            <td className={`${tdClass} max-w-xs text-xs text-slate-700`}>
              {event.userAgent ? (
                <span className="line-clamp-2 break-all" title={event.userAgent}>
                  {event.userAgent}
                </span>
              ) : (
                dash
              )}
            </td>
            <td className={`${tdClass} max-w-sm`}>
              {event.detail ? (
                <code className="font-mono text-xs break-all text-slate-800">{event.detail}</code>
              ) : (
                dash
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../contracts/dates.ts';
import type { MyEvent } from '../../../contracts/events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { EventStatusBadge } from './event-status.tsx';

/** The events a user submitted, with their status (and the reason of a rejection); approved ones link to their page. */
export function MyEvents({ events }: { events: readonly MyEvent[] }) {
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  if (!events.length)
    return (
      <div className="text-sm text-slate-700">
        <p>{t('added.empty')}</p>
        <Link to={href('/events/new')} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          <CalendarPlus className="size-4" aria-hidden /> {t('added.cta')}
        </Link>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-200">
      {events.map((e) => (
        <li
          key={e.uid}
          className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            {e.status === 'approved' ? (
              <Link to={href(`/events/${e.uid}`)} className="font-semibold">
                {e.name}
              </Link>
            ) : (
              <p className="font-semibold text-ink">{e.name}</p>
            )}
            <p className="mt-0.5 text-sm text-slate-600">
              {t('added.starts', { date: formatDateTime(locale, e.startAt) })}
            </p>
            {e.rejectionReason ? (
              <p className="mt-1 text-sm text-rose-800">{t('added.reason', { reason: e.rejectionReason })}</p>
            ) : null}
          </div>
          <p className="flex gap-2">
            {e.canceledAt ? <Badge tone="red">{t('card.canceled')}</Badge> : null}
            <EventStatusBadge status={e.status} />
          </p>
        </li>
      ))}
    </ul>
  );
}

import { CalendarDays, Plus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { formatDateTime } from '../../../contracts/dates.ts';
import { eventStatuses } from '../../../contracts/events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { ListFilters } from '../../features/admin/list-filters.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { EventStatusBadge } from '../../features/events/event-status.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-events.server.ts';

export { loader } from './admin-events.server.ts';
export const meta = routeMeta;

/** The moderation queue and every event: search, filter by status, open one to review or edit it. */
export default function AdminEvents() {
  const { events, query, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('admin.title')}
        intro={t('admin.lead')}
        actions={
          <Link to={href('/admin/events/new')} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden />
            {t('admin.new')}
          </Link>
        }
      />
      <ListFilters
        id="events"
        query={query}
        searchLabel={t('admin.search')}
        statusLabel={t('admin.columns.status')}
        status={status}
        statusOptions={eventStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      {events.items.length ? (
        <>
          <DataTable
            id="events-table"
            caption={t('admin.title')}
            captionHidden
            columns={(['name', 'start', 'status'] as const).map((c) => t(`admin.columns.${c}`))}
          >
            <tbody>
              {events.items.map((event) => (
                <tr key={event.uid} className="hover:bg-slate-50">
                  <td className={`${tdClass} min-w-64`}>
                    <Link to={href(`/admin/events/${event.uid}`)} className="font-semibold">
                      {event.name}
                    </Link>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {event.organizer.name}
                      {event.submittedBy ? ` · ${event.submittedBy.email}` : ''}
                    </p>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                    {formatDateTime(locale, event.startAt)}
                  </td>
                  <td className={tdClass}>
                    <span className="flex flex-wrap gap-1.5">
                      <EventStatusBadge status={event.status} />
                      {event.canceledAt ? <Badge tone="red">{t('card.canceled')}</Badge> : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={events.page} totalPages={events.totalPages} total={events.total} />
        </>
      ) : (
        <EmptyState
          icon={<CalendarDays className="size-6" aria-hidden />}
          title={t('admin.empty')}
          text={t('admin.lead')}
        />
      )}
    </div>
  );
}

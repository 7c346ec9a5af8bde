import { MessageSquareText } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';
import { ListFilters } from '../../features/admin/list-filters.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-contacts.server.ts';

export { loader } from './admin-contacts.server.ts';
export const meta = routeMeta;

const SOURCES = ['promo', 'about-us'] as const;

/** Messages of the contact forms: teams of the promo page and the about-us form. */
export default function AdminContacts() {
  const { messages, query, source } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader title={t('contacts.title')} intro={t('contacts.intro')} />
      <ListFilters
        id="contacts"
        query={query}
        searchLabel={t('contacts.search')}
        placeholder={t('contacts.searchPlaceholder')}
        statusName="source"
        statusLabel={t('contacts.sourceFilter')}
        status={source}
        statusOptions={SOURCES.map((value) => ({ value, label: t(`contacts.sources.${value}`) }))}
      />
      {messages.items.length ? (
        <>
          <DataTable
            id="contacts-table"
            caption={t('contacts.caption')}
            captionHidden
            columns={(['date', 'source', 'sender', 'message'] as const).map((c) =>
              t(`contacts.columns.${c}`),
            )}
          >
            <tbody>
              {messages.items.map((m) => (
                <tr key={m.id} className="hover:bg-slate-50">
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <Link to={href(`/admin/contacts/${m.id}`)}>
                      <time dateTime={m.createdAt}>{formatDateTime(locale, m.createdAt)}</time>
                    </Link>
                  </td>
                  <td className={tdClass}>
                    <Badge tone={m.source === 'promo' ? 'teal' : 'neutral'} className="whitespace-nowrap">
                      {t(`contacts.sources.${m.source}`, { defaultValue: m.source })}
                    </Badge>
                  </td>
                  <td className={`${tdClass} min-w-48`}>
                    {m.name ? <span className="block font-semibold text-ink">{m.name}</span> : null}
                    {m.company ? <span className="block text-slate-700">{m.company}</span> : null}
                    <div>
                      <a
                        href={`tel:${m.phone.replace(/\s/g, '')}`}
                        className="inline-flex min-h-6 items-center"
                      >
                        {m.phone}
                      </a>
                    </div>
                    {m.email ? (
                      <div>
                        <a href={`mailto:${m.email}`} className="inline-flex min-h-6 items-center break-all">
                          {m.email}
                        </a>
                      </div>
                    ) : null}
                  </td>
                  <td className={`${tdClass} min-w-72 text-slate-800`}>
                    <span className="line-clamp-4 whitespace-pre-line">{m.message}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={messages.page} totalPages={messages.totalPages} total={messages.total} />
        </>
      ) : (
        <EmptyState
          icon={<MessageSquareText className="size-6" aria-hidden />}
          title={t('contacts.emptyTitle')}
          text={query || source ? t('common.noMatchText') : t('contacts.emptyText')}
        />
      )}
    </div>
  );
}

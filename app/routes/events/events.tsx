import { Link, useFetcher, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { EventCard } from '../../features/events/event-card.tsx';
import { EventFilters, EventTabs, eventsHref } from '../../features/events/event-filters.tsx';
import { ListLanguageSwitch } from '../../features/layout/list-language-switch.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLoadMore } from '../../lib/use-load-more.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './events.server.ts';

export { loader } from './events.server.ts';
export const handle = { appBar: 'solid' };
export const meta = routeMeta;

/**
 * Events (docs/product/screens-and-routes.md): upcoming ones soonest first, or past ones; filtered by format and language, a
 * page at a time ("More events" carries the cursor, so no event repeats or is skipped). Without
 * JavaScript "More events" opens the next page; with it the next events are added below, focus moves
 * to the first of them and the count is announced.
 */
export default function EventsPage() {
  const { query, page, savedUids } = useLoaderData<typeof loader>();
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  // The reader's own language is the list's default: the address does not name it.
  const language = query.language === locale ? undefined : query.language;
  const filters = { past: query.past, online: query.online, language };
  const fetcher = useFetcher<typeof loader>();
  const list = useLoadMore({
    // The filters and the first page's cursor: "newest" from a later page starts the list again.
    key: JSON.stringify(query),
    fetcher,
    first: { cursor: query.cursor, items: page.items, nextCursor: page.nextCursor, marked: savedUids },
    pageOf: (data) => ({
      cursor: data.query.cursor,
      items: data.page.items,
      nextCursor: data.page.nextCursor,
      marked: data.savedUids,
    }),
  });
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-950 to-brand-900 text-white">
        <Container className="py-10">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {query.past ? t('index.past') : t('index.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-brand-100">{t('index.subtitle')}</p>
          <EventTabs query={query} />
        </Container>
      </div>
      <Container className="py-8">
        <EventFilters query={query} />
        <ListLanguageSwitch
          className="mt-4"
          language={query.language}
          hrefFor={(l) => eventsHref(href, { ...filters, language: l === locale ? undefined : l })}
        />
        {query.cursor ? (
          <p className="mt-6">
            <Link to={eventsHref(href, filters)}>{t('index.newest')}</Link>
          </p>
        ) : null}
        <h2 className="sr-only">{t('index.eventsHeading')}</h2>
        {list.items.length ? (
          <div
            ref={list.listRef}
            className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2"
            aria-busy={list.loading}
          >
            {list.items.map((event) => (
              <EventCard
                key={event.uid}
                event={event}
                actions={
                  <SaveButton
                    type="event"
                    id={event.uid}
                    title={event.name}
                    saved={list.marked.has(event.uid)}
                  />
                }
              />
            ))}
          </div>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold">{t('index.emptyTitle')}</p>
            <p className="mt-1 text-slate-600">
              {query.online !== undefined || language ? t('index.emptyText') : t('index.emptyUpcoming')}
            </p>
            <Link
              to={href('/events/new')}
              className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
            >
              {t('index.submitCta')}
            </Link>
          </div>
        )}
        <LoadMore
          href={list.nextCursor ? eventsHref(href, { ...filters, cursor: list.nextCursor }) : undefined}
          loading={list.loading}
          onLoad={list.load}
          label={t('index.more')}
          loadingLabel={t('index.loading')}
          announcement={list.added ? t('index.loaded', { count: list.added }) : ''}
        />
      </Container>
    </>
  );
}

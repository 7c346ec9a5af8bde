import { clsx } from 'clsx';
import { ArrowDown, CheckCircle2 } from 'lucide-react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { locales } from '../../../contracts/enums.ts';
import { NewsfeedCard } from '../../features/newsfeed/newsfeed-card.tsx';
import { PageHero } from '../../features/company/page-hero.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLoadMore } from '../../lib/use-load-more.ts';
import { routeMeta } from '../../seo/meta.ts';
import { ALL_LANGUAGES } from '../../lib/list-language.ts';
import type { loader } from './newsfeed.server.ts';

export { loader } from './newsfeed.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-dark' };

/**
 * The newsfeed (docs/product/entities.md, docs/product/states.md): curated links, newest first, 5 at a time. "Show more" appends the
 * next page in place (a link to it without JavaScript), only when a link follows.
 */
export default function NewsfeedPage() {
  const { page, cursor, language } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  const { locale, href } = useLocale();
  const more = useFetcher<typeof loader>();
  const list = useLoadMore({
    key: JSON.stringify([language, cursor]),
    first: { cursor: cursor ?? undefined, items: page.items, nextCursor: page.nextCursor },
    fetcher: more,
    pageOf: (data) => ({
      cursor: data.cursor ?? undefined,
      items: data.page.items,
      nextCursor: data.page.nextCursor,
    }),
  });
  const { items, loading } = list;
  const next = list.nextCursor;
  const query = (extra: Record<string, string | null>) => {
    const params = new URLSearchParams();
    // The reader's own language is the list's default (ADR 143): the address does not name it.
    const named = language === locale ? null : language;
    for (const [k, v] of Object.entries({ language: named, ...extra })) if (v) params.set(k, v);
    const s = params.toString();
    return s ? `?${s}` : '';
  };
  return (
    <>
      <PageHero eyebrow={t('newsfeed.eyebrow')} title={t('newsfeed.title')} lead={t('newsfeed.lead')} />
      <Container className="py-8">
        <div className="max-w-4xl">
          <nav aria-label={t('newsfeed.languageFilter')} className="flex flex-wrap items-center gap-2">
            <span className="mr-1 text-sm font-medium text-slate-700">{t('newsfeed.languageFilter')}:</span>
            {[ALL_LANGUAGES, ...locales].map((l) => {
              const current = l === language;
              return (
                <Link
                  key={l}
                  to={href('/newsfeed') + (l === locale ? '' : `?language=${l}`)}
                  aria-current={current ? 'page' : undefined}
                  preventScrollReset
                  className={clsx(
                    'inline-flex min-h-9 items-center rounded-full px-3.5 text-sm font-medium no-underline ring-1 ring-inset',
                    current
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {l === ALL_LANGUAGES ? t('newsfeed.allLanguages') : t(`newsfeed.languages.${l}`)}
                </Link>
              );
            })}
          </nav>
          {cursor ? (
            <p className="mt-4 text-sm">
              <Link to={href('/newsfeed') + query({})}>{t('newsfeed.backToNewest')}</Link>
            </p>
          ) : null}
          {items.length ? (
            <ol className="mt-6 grid gap-5" aria-label={t('newsfeed.listLabel')}>
              {items.map((link, i) => (
                <li key={link.id}>
                  <NewsfeedCard link={link} eager={i < 2} />
                </li>
              ))}
            </ol>
          ) : (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              {/* A later page names no language: nothing follows (an old link), whatever the filter. */}
              <p className="text-lg font-semibold text-ink">
                {cursor ? t('newsfeed.noMoreTitle') : t('newsfeed.emptyTitle')}
              </p>
              <p className="mt-1 text-slate-600">
                {cursor
                  ? t('newsfeed.end')
                  : language !== ALL_LANGUAGES
                    ? t('newsfeed.emptyText')
                    : t('newsfeed.emptyAllText')}
              </p>
            </div>
          )}
          <div className="mt-8 flex justify-center" aria-live="polite">
            {next ? (
              <a
                href={href('/newsfeed') + query({ cursor: next })}
                onClick={(event) => {
                  event.preventDefault();
                  list.load(href('/newsfeed') + query({ cursor: next }));
                }}
                aria-disabled={loading || undefined}
                className={buttonClasses({ variant: 'secondary', size: 'lg' })}
              >
                <ArrowDown className={clsx('size-4', loading && 'animate-bounce')} aria-hidden />
                {loading ? t('newsfeed.loadingMore') : t('newsfeed.showMore')}
              </a>
            ) : items.length ? (
              <p className="inline-flex items-center gap-2 text-sm text-slate-600">
                <CheckCircle2 className="size-4 text-teal-700" aria-hidden />
                {t('newsfeed.end')}
              </p>
            ) : null}
          </div>
        </div>
      </Container>
    </>
  );
}

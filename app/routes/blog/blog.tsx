import { Link, useFetcher, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { BlogFilters } from '../../features/blog/blog-filters.tsx';
import { feedLink } from '../../features/blog/blog-meta.ts';
import { PostCard } from '../../features/blog/post-card.tsx';
import { ListLanguageSwitch } from '../../features/layout/list-language-switch.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLoadMore } from '../../lib/use-load-more.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { Route } from './+types/blog';
import type { loader } from './blog.server.ts';

export { loader } from './blog.server.ts';
export const handle = { appBar: 'solid' };

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((m) => m?.id === 'root')?.data as { locale: 'sk' | 'en' | 'de' } | undefined;
  return [...routeMeta(args), ...(root && args.data ? [feedLink(root.locale, args.data.feedTitle)] : [])];
};

/**
 * The blog index (docs/product/screens-and-routes.md): newest posts first, 12 and then 10 more at a time. "Older posts" is a
 * link to the next page; with JavaScript the next posts are added below instead, and focus moves to
 * the first of them.
 */
export default function BlogIndex() {
  const { query, page, categories, authors, savedSlugs } = useLoaderData<typeof loader>();
  const { t } = useTranslation('blog');
  const { locale, href } = useLocale();
  const fetcher = useFetcher<typeof loader>();
  const list = useLoadMore({
    // The filters and the first page's cursor: "newest" from a later page starts the list again.
    key: JSON.stringify(query),
    fetcher,
    first: { cursor: query.cursor, items: page.items, nextCursor: page.nextCursor, marked: savedSlugs },
    pageOf: (data) => ({
      cursor: data.query.cursor,
      items: data.page.items,
      nextCursor: data.page.nextCursor,
      marked: data.savedSlugs,
    }),
  });
  /** The index's address with the current filters, at `cursor` (or the newest posts). */
  const pageHref = (cursor?: string, language = query.language) => {
    const search = new URLSearchParams(
      // The reader's own language is the list's default: the address does not name it.
      Object.entries({ ...query, language: language === locale ? undefined : language, cursor }).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
      ),
    ).toString();
    return href(search ? `/blog?${search}` : '/blog');
  };

  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-950 to-brand-900 text-white">
        <Container className="py-10">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('index.title')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-brand-100">{t('index.subtitle')}</p>
        </Container>
      </div>
      <Container className="py-8">
        <BlogFilters query={query} categories={categories} authors={authors} />
        <ListLanguageSwitch
          className="mt-4"
          language={query.language}
          hrefFor={(language) => pageHref(undefined, language)}
        />
        {query.cursor ? (
          <p className="mt-6">
            <Link to={pageHref()}>{t('index.newest')}</Link>
          </p>
        ) : null}
        <h2 className="sr-only">{t('index.postsHeading')}</h2>
        {list.items.length ? (
          <div
            ref={list.listRef}
            className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy={list.loading}
          >
            {list.items.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                actions={
                  <SaveButton
                    type="post"
                    id={post.slug}
                    title={post.title}
                    saved={list.marked.has(post.slug)}
                  />
                }
              />
            ))}
          </div>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold">{t('index.emptyTitle')}</p>
            <p className="mt-1 text-slate-600">{t('index.emptyText')}</p>
            <Link to={href('/blog')} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
              {t('filters.reset')}
            </Link>
          </div>
        )}
        <LoadMore
          href={list.nextCursor ? pageHref(list.nextCursor) : undefined}
          loading={list.loading}
          onLoad={list.load}
          label={t('index.older')}
          loadingLabel={t('index.loading')}
          announcement={list.added ? t('index.loaded', { count: list.added }) : ''}
        />
      </Container>
    </>
  );
}

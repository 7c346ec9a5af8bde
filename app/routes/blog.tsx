import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import type { BlogPostSummary } from '../../contracts/blog.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { useHydrated } from '../components/ui/use-hydrated.ts';
import { BlogFilters } from '../features/blog/blog-filters.tsx';
import { feedLink } from '../features/blog/blog-meta.ts';
import { PostCard } from '../features/blog/post-card.tsx';
import { useLocale } from '../features/layout/use-locale.ts';
import { SaveButton } from '../features/saved/save-button.tsx';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { Route } from './+types/blog';
import type { loader } from './blog.server.ts';

export { loader } from './blog.server.ts';
export const handle = { appBar: 'solid' };

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((m) => m?.id === 'root')?.data as { locale: 'sk' | 'en' | 'de' } | undefined;
  return [...routeMeta(args), ...(root && args.data ? [feedLink(root.locale, args.data.feedTitle)] : [])];
};

/**
 * The blog index (SPEC §2): newest posts first, 12 and then 10 more at a time. "Older posts" is a
 * link to the next page; with JavaScript the next posts are added below instead, and focus moves to
 * the first of them.
 */
export default function BlogIndex() {
  const { query, page, categories, authors, savedSlugs } = useLoaderData<typeof loader>();
  const { t } = useTranslation('blog');
  const { href } = useLocale();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof loader>();
  /** Pages added below the first, by the cursor they were loaded with. */
  const [more, setMore] = useState<
    { cursor: string; items: BlogPostSummary[]; saved: string[]; next: string | null }[]
  >([]);
  const firstNew = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const filters = JSON.stringify({ ...query, cursor: undefined });

  // Other filters: the list starts again.
  useEffect(() => setMore([]), [filters]);
  useEffect(() => {
    const data = fetcher.data;
    const cursor = data?.query.cursor;
    if (!data || !cursor || fetcher.state !== 'idle') return;
    // After saving a post the loaded page is loaded again: it replaces itself, so nothing repeats.
    setMore((pages) => {
      const entry = { cursor, items: data.page.items, saved: data.savedSlugs, next: data.page.nextCursor };
      const at = pages.findIndex((p) => p.cursor === cursor);
      if (at >= 0) return pages.map((p, i) => (i === at ? entry : p));
      firstNew.current = data.page.items[0]?.slug ?? null;
      return [...pages, entry];
    });
  }, [fetcher.data, fetcher.state]);
  useEffect(() => {
    if (!firstNew.current) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-post-slug="${firstNew.current}"] h2 a`)?.focus();
    firstNew.current = null;
  }, [more]);

  const added = more.flatMap((p) => p.items);
  const items = [...page.items, ...added];
  const saved = new Set([...savedSlugs, ...more.flatMap((p) => p.saved)]);
  const nextCursor = more.length ? more.at(-1)!.next : page.nextCursor;
  /** The index's address with the current filters, at `cursor` (or the newest posts). */
  const pageHref = (cursor?: string) => {
    const search = new URLSearchParams(
      Object.entries({ ...query, cursor }).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
      ),
    ).toString();
    return href(search ? `/blog?${search}` : '/blog');
  };
  const loading = fetcher.state !== 'idle';

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
        {query.cursor ? (
          <p className="mt-6">
            <Link to={pageHref()}>{t('index.newest')}</Link>
          </p>
        ) : null}
        <h2 className="sr-only">{t('index.postsHeading')}</h2>
        {items.length ? (
          <div ref={listRef} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
            {items.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                actions={
                  <SaveButton type="post" id={post.slug} title={post.title} saved={saved.has(post.slug)} />
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
        {nextCursor ? (
          <div className="mt-8 flex justify-center">
            <a
              href={pageHref(nextCursor)}
              className={buttonClasses({ variant: 'secondary' })}
              aria-disabled={loading || undefined}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                if (!loading) fetcher.load(pageHref(nextCursor));
              }}
            >
              {loading ? t('index.loading') : t('index.older')}
              <ChevronRight className="size-4" aria-hidden />
            </a>
          </div>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {added.length ? t('index.loaded', { count: added.length }) : ''}
        </p>
      </Container>
    </>
  );
}

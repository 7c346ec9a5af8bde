import { blogListQuerySchema, type BlogListQuery } from '../../contracts/blog.ts';
import { sessionOf } from '../features/account/guards.server.ts';
import type { Route } from './+types/blog';

/** The query string as a list query; a filter that is not valid is left out rather than failing the page. */
function listQuery(params: URLSearchParams): BlogListQuery {
  const raw: Record<string, string> = {};
  for (const key of ['cursor', 'category', 'tag', 'author', 'language'] as const) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = blogListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return blogListQuerySchema.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
}

/** The blog index: a page of posts with the filters' choices; the save buttons' state when signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale, t } = context;
  const query = listQuery(new URL(request.url).searchParams);
  const session = sessionOf(context);
  const [page, categories, authors, saved] = await Promise.all([
    services.listBlogPosts(query, locale),
    services.listBlogCategories(locale),
    services.listBlogAuthors(locale),
    session ? services.listSavedIds(session.user.id, 'post') : Promise.resolve(new Set<string>()),
  ]);
  const category = categories.find((c) => c.slug === query.category);
  return {
    query,
    page,
    categories,
    authors,
    savedSlugs: page.items.filter((p) => saved.has(p.slug)).map((p) => p.slug),
    feedTitle: t('blog:feed.title'),
    seo: {
      title: category ? t('blog:meta.categoryTitle', { category: category.name }) : t('blog:meta.title'),
      description: t('blog:meta.description'),
      // Later pages and filtered views are not separate pages for search engines.
      noIndex: Boolean(query.cursor || query.tag || query.author || query.language),
    },
  };
}

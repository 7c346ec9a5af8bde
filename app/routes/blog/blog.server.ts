import { blogListQuerySchema } from '../../../contracts/blog.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { languageFilter, listLanguageOf } from '../../lib/list-language.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import type { Route } from './+types/blog';

/** The blog index: a page of posts with the filters' choices; the save buttons' state when signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale, t } = context;
  const params = new URL(request.url).searchParams;
  // The reader's language unless the address asks for another or for all (ADR 143).
  const language = listLanguageOf(params, locale);
  const query = {
    ...listQueryOf(blogListQuerySchema, params, ['cursor', 'category', 'tag', 'author']),
    language,
  };
  const session = sessionOf(context);
  const [page, categories, authors, saved] = await Promise.all([
    services.blog.listBlogPosts({ ...query, language: languageFilter(language) }, locale),
    services.blog.listBlogCategories(locale),
    services.blog.listBlogAuthors(locale),
    session ? services.saved.listSavedIds(session.user.id, 'post') : Promise.resolve(new Set<string>()),
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
      noIndex: Boolean(query.cursor || query.tag || query.author || params.has('language')),
    },
  };
}

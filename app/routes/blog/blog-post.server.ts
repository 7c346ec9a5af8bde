import { data } from 'react-router';
import { SLUG_PATTERN } from '../../../contracts/blog.ts';
import { locales } from '../../../contracts/enums.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { blogPostingJsonLd } from '../../features/blog/blog-posting.ts';
import { postLanguageLinks } from '../../features/blog/blog-meta.ts';
import { sectionBreadcrumbs } from '../../seo/structured-data.ts';
import type { Route } from './+types/blog-post';

/**
 * A post by its slug. A draft or scheduled post needs its access key (`?accessKey=`, the preview
 * link) and is never indexed; without the key it does not exist (404).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, locale, t, publicUrl } = context;
  const slug = params.slug ?? '';
  if (!SLUG_PATTERN.test(slug) || slug.length > 100) throw data(null, { status: 404 });
  const accessKey = new URL(request.url).searchParams.get('accessKey') ?? undefined;
  let answer;
  try {
    answer = await services.blog.getBlogPost(
      slug,
      locale,
      accessKey && /^[A-Za-z0-9_-]{1,100}$/.test(accessKey) ? accessKey : undefined,
    );
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  const { post, related } = answer;
  const session = sessionOf(context);
  const saved = session ? await services.saved.listSavedIds(session.user.id, 'post') : new Set<string>();
  const url = publicUrl + localizePath(post.language, `/blog/${post.slug}`);
  // The author's posts: the blog filtered by author, in the post's language.
  const authorUrl = post.author
    ? `${publicUrl}${localizePath(post.language, '/blog')}?author=${encodeURIComponent(post.author.slug)}`
    : null;
  // A preview is for whoever holds its link: no shared cache keeps it, no search engine lists it.
  const headers: Record<string, string> = post.preview
    ? { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }
    : {};
  return data(
    {
      post,
      related,
      saved: saved.has(post.slug),
      savedSlugs: related.filter((r) => saved.has(r.slug)).map((r) => r.slug),
      versions: [{ language: post.language, slug: post.slug }, ...post.translations],
      languageLinks: postLanguageLinks(
        post,
        locales,
        post.preview && accessKey ? `?accessKey=${accessKey}` : '',
      ),
      feedTitle: t('blog:feed.title'),
      seo: {
        title: post.title,
        description: post.excerpt,
        type: 'article' as const,
        noIndex: post.preview,
        ...(post.featuredImageUrl ? { image: post.featuredImageUrl, imageAlt: post.title } : {}),
        publishedTime: post.publishedAt,
        jsonLd: [
          blogPostingJsonLd(post, { url, origin: publicUrl, authorUrl }),
          sectionBreadcrumbs(context, 'blog', { name: post.title, url }),
        ],
      },
    },
    { headers },
  );
}

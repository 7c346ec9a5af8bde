import type { BlogPostDetail } from '../../../contracts/blog.ts';

/**
 * schema.org BlogPosting of a post (Google's article rich result): its cover as `image` and its
 * author's posts as the author's `url`.
 */
export function blogPostingJsonLd(
  post: BlogPostDetail,
  { url, origin, authorUrl = null }: { url: string; origin: string; authorUrl?: string | null },
) {
  const absolute = (path: string) => (path.startsWith('http') ? path : origin + path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: post.language,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    timeRequired: `PT${post.readingMinutes}M`,
    ...(post.featuredImageUrl ? { image: absolute(post.featuredImageUrl) } : {}),
    ...(post.author
      ? {
          author: {
            '@type': 'Person',
            name: post.author.name,
            ...(authorUrl ? { url: authorUrl } : {}),
            ...(post.author.avatarUrl ? { image: absolute(post.author.avatarUrl) } : {}),
          },
        }
      : {}),
    publisher: {
      '@type': 'Organization',
      name: 'Kariéra IT',
      logo: { '@type': 'ImageObject', url: `${origin}/logo.png` },
    },
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

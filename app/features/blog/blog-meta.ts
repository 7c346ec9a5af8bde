import type { MetaDescriptor } from 'react-router';
import type { Locale } from '../../../contracts/enums.ts';
import { localizePath } from '../../../core/shared/locale.ts';

/** The `<link rel="alternate">` to a language's blog RSS feed. */
export function feedLink(locale: Locale, title: string): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title,
    href: localizePath(locale, '/blog/rss.xml'),
  };
}

/**
 * A post's page is its text in one language: canonical and og:url name the post under its own
 * language, and the hreflang alternates name its translations (instead of the same post under the
 * other language prefixes, which are the same text with another interface).
 */
export function withVersions(
  tags: MetaDescriptor[],
  origin: string,
  versions: readonly { language: Locale; slug: string }[],
): MetaDescriptor[] {
  const [own] = versions;
  if (!own) return tags;
  const url = (v: { language: Locale; slug: string }) => origin + localizePath(v.language, `/blog/${v.slug}`);
  const main = versions.find((v) => v.language === 'sk') ?? own;
  const replaced = tags.filter(
    (tag) =>
      !(
        ('rel' in tag && (tag.rel === 'canonical' || (tag.rel === 'alternate' && 'hrefLang' in tag))) ||
        ('property' in tag && tag.property === 'og:url')
      ),
  );
  return [
    ...replaced,
    { tagName: 'link', rel: 'canonical', href: url(own) },
    ...versions.map((v) => ({ tagName: 'link', rel: 'alternate', hrefLang: v.language, href: url(v) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(main) },
    { property: 'og:url', content: url(own) },
  ];
}

/** Where the language switcher goes from a post: its translation in that language, else the same post. */
export function postLanguageLinks(
  post: { slug: string; translations: readonly { language: Locale; slug: string }[] },
  locales: readonly Locale[],
  search = '',
): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((l) => {
      const translation = post.translations.find((t) => t.language === l);
      return [
        l,
        translation
          ? localizePath(l, `/blog/${translation.slug}`)
          : localizePath(l, `/blog/${post.slug}`) + search,
      ];
    }),
  ) as Record<Locale, string>;
}

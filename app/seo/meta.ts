import type { MetaDescriptor } from 'react-router';
import { localizePath, locales, splitLocale, type Locale } from '../../core/shared/locale.ts';

export const PRODUCT_NAME = 'Kariéra IT';
const OG_LOCALE: Record<Locale, string> = { sk: 'sk_SK', en: 'en_GB', de: 'de_DE' };
/** The size of `public/og-image.png`. */
const GENERIC_IMAGE_SIZE = { width: 1200, height: 630 };

export interface Seo {
  title: string;
  description: string;
  /** Absolute or root-relative image for Open Graph; the portal's generic image when absent. */
  image?: string;
  /** What the image shows, for readers who cannot see it (`og:image:alt`). */
  imageAlt?: string;
  /** The image's size in pixels, when known (a drawn card, not an uploaded picture). */
  imageSize?: { width: number; height: number };
  /** An article's publication time (`article:published_time`). */
  publishedTime?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** A query kept on the canonical and alternate URLs (e.g. `page=2` of a list: each page is its own canonical). */
  canonicalQuery?: string;
  /** One JSON-LD block, or several (each its own script: the page's item and its breadcrumbs). */
  jsonLd?: Record<string, unknown> | readonly Record<string, unknown>[];
}

interface RootLike {
  locale: Locale;
  origin: string;
}

/**
 * Title with the product suffix, description, canonical, hreflang alternates (+ x-default) and
 * Open Graph / Twitter tags for the page at `pathname` (docs/product/screens-and-routes.md, formats.md "Multilingual SEO").
 */
export function seoMeta(seo: Seo, root: RootLike, pathname: string): MetaDescriptor[] {
  const { rest } = splitLocale(pathname);
  const query = seo.canonicalQuery ? `?${seo.canonicalQuery}` : '';
  const url = (l: Locale) => root.origin + localizePath(l, rest) + query;
  const image = seo.image
    ? seo.image.startsWith('http')
      ? seo.image
      : root.origin + seo.image
    : `${root.origin}/og-image.png`;
  const imageSize = seo.image ? seo.imageSize : GENERIC_IMAGE_SIZE;
  const title = seo.title === PRODUCT_NAME ? seo.title : `${seo.title} | ${PRODUCT_NAME}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url(root.locale) },
    ...locales.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: url(l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('sk') },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: url(root.locale) },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: seo.image ? (seo.imageAlt ?? seo.title) : PRODUCT_NAME },
    ...(imageSize
      ? [
          { property: 'og:image:width', content: String(imageSize.width) },
          { property: 'og:image:height', content: String(imageSize.height) },
        ]
      : []),
    ...(seo.publishedTime ? [{ property: 'article:published_time', content: seo.publishedTime }] : []),
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: OG_LOCALE[root.locale] },
    ...locales
      .filter((l) => l !== root.locale)
      .map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (seo.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  for (const block of seo.jsonLd ? [seo.jsonLd].flat() : []) tags.push({ 'script:ld+json': block });
  return tags;
}

/** Meta of a route whose loader returns `{ seo }`, reading the root data from the matches. */
export function routeMeta({
  data,
  matches,
  location,
}: {
  data: unknown;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootLike | undefined;
  const seo = (data as { seo?: Seo } | undefined)?.seo;
  if (!root || !seo) return [{ title: PRODUCT_NAME }];
  return seoMeta(seo, root, location.pathname);
}

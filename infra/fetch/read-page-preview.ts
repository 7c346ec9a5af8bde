import { Parser } from 'htmlparser2';
import type { PagePreview } from '../../core/shared/ports.ts';

const MAX_TITLE = 300;
const MAX_SITE_NAME = 120;
const MAX_DESCRIPTION = 1000;
const MAX_URLS = 8;

/**
 * The character set an HTML document declares: the Content-Type header's `charset`, else a
 * `<meta charset>` or `<meta http-equiv="content-type">` in its first 4 KB, else UTF-8.
 */
export function charsetOf(bytes: Uint8Array, contentType: string | undefined): string {
  const fromHeader = charsetParam(contentType);
  if (fromHeader) return fromHeader;
  let found: string | undefined;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (found || name !== 'meta') return;
      if (attrs.charset) found = attrs.charset.trim();
      else if (attrs['http-equiv']?.toLowerCase() === 'content-type') found = charsetParam(attrs.content);
      if (found) parser.pause();
    },
  });
  parser.end(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)));
  return found ?? 'utf-8';
}

function charsetParam(contentType: string | undefined): string | undefined {
  for (const part of (contentType ?? '').split(';').slice(1)) {
    const [key, value] = part.split('=');
    if (key?.trim().toLowerCase() === 'charset' && value) return value.trim().replace(/^"|"$/g, '');
  }
  return undefined;
}

/** Decodes an HTML document in its declared character set (UTF-8 when that is unknown). */
export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): string {
  const charset = charsetOf(bytes, contentType);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Whitespace collapsed, trimmed, cut to `max` characters; undefined when empty. */
function clean(value: string | undefined, max: number): string | undefined {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** `href` resolved against `base`, if it is an http(s) address. */
function absolute(href: string | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The largest edge of an icon's `sizes` attribute ("32x32", "any" counts as large). */
function iconSize(sizes: string | undefined): number {
  if (!sizes) return 0;
  if (sizes.toLowerCase() === 'any') return 512;
  return Math.max(0, ...sizes.split(/\s+/).map((s) => Number(s.toLowerCase().split('x')[0]) || 0));
}

/**
 * Reads a page's preview from its HTML with a real HTML parser (htmlparser2): Open Graph first, then
 * the Twitter card, then `<title>`, `<meta name="description">` and the icon links; relative
 * addresses are resolved against `<base href>` or the page's own address.
 */
export function readPagePreview(html: string, pageUrl: string): PagePreview {
  const meta = new Map<string, string[]>();
  const icons: { href: string; rank: number }[] = [];
  let base = pageUrl;
  let htmlLang: string | undefined;
  let title = '';
  let inTitle = false;
  let titleDone = false;
  const add = (key: string, value: string | undefined) => {
    if (value === undefined) return;
    const list = meta.get(key) ?? [];
    list.push(value);
    meta.set(key, list);
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html') htmlLang = attrs.lang;
        else if (name === 'base' && attrs.href) base = absolute(attrs.href, pageUrl) ?? base;
        else if (name === 'title' && !titleDone) inTitle = true;
        else if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').trim().toLowerCase();
          if (key) add(key, attrs.content);
        } else if (name === 'link' && attrs.href) {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          // SVG mask icons are not raster images; the image store would refuse them anyway.
          if (rel.includes('mask-icon') || !rel.some((r) => r === 'icon' || r === 'apple-touch-icon')) return;
          const size = iconSize(attrs.sizes);
          const rank = (rel.includes('apple-touch-icon') ? 180 : 0) + size;
          icons.push({ href: attrs.href, rank });
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const first = (...keys: string[]) => {
    for (const key of keys) {
      const value = meta.get(key)?.find((v) => v.trim());
      if (value) return value;
    }
    return undefined;
  };
  const urls = (keys: string[], list: (string | undefined)[]) => {
    const out: string[] = [];
    for (const href of [...keys.flatMap((k) => meta.get(k) ?? []), ...list]) {
      const url = absolute(href, base);
      if (url && !out.includes(url)) out.push(url);
    }
    return out.slice(0, MAX_URLS);
  };
  const siteIcon = absolute('/favicon.ico', pageUrl);
  return {
    url: pageUrl,
    title: clean(first('og:title', 'twitter:title') ?? title, MAX_TITLE),
    siteName: clean(first('og:site_name', 'application-name'), MAX_SITE_NAME),
    description: clean(first('og:description', 'twitter:description', 'description'), MAX_DESCRIPTION),
    language: clean(first('og:locale') ?? htmlLang, 20),
    images: urls(
      ['og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'],
      [],
    ),
    icons: urls([], [...icons.sort((a, b) => b.rank - a.rank).map((i) => i.href), siteIcon]),
  };
}

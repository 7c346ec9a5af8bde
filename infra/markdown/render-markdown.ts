import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The one Markdown → sanitised HTML pipeline (blog posts, news issues, job texts): marked renders
 * GitHub-flavoured Markdown, sanitize-html keeps only a safe subset of tags and attributes. Raw
 * HTML in the source is sanitised like the rest: no scripts, styles, frames, forms or event
 * handlers, links only to http(s), mailto and tel (and same-site paths), images only from http(s)
 * or same-site paths. Links to other sites open with `rel="noopener noreferrer nofollow"`.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const allowedTags = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'del',
  's',
  'sup',
  'sub',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'abbr',
  'kbd',
  'mark',
];

export interface RenderMarkdownOptions {
  /** The portal's origin (PUBLIC_URL): links to it are same-site and keep no `rel`/`target`. */
  siteOrigin?: string;
  /** Headings start at this level (a post's title is the page's h1, so `# x` becomes h2). */
  headingOffset?: number;
}

function isExternal(href: string, siteOrigin?: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return false;
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return false;
  try {
    return !siteOrigin || new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const offset = options.headingOffset ?? 1;
  const raw = marked.parse(source) as string;
  return sanitizeHtml(raw, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['align'],
      td: ['align'],
      code: ['class'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedClasses: { code: [/^language-[\w-]+$/] },
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: `h${Math.min(1 + offset, 6)}`,
      h2: `h${Math.min(2 + offset - 1, 6)}`,
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (!isExternal(href, options.siteOrigin))
          return { tagName, attribs: { href, ...(attribs.title ? { title: attribs.title } : {}) } };
        return {
          tagName,
          attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

/** The plain text of Markdown (excerpts, reading time, mail text parts). */
export function markdownToText(source: string): string {
  const html = marked.parse(source) as string;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

import type { LinkFetcher } from '../../core/shared/ports.ts';
import { parseAllowHosts } from './address-policy.ts';
import { type FetchLimits, guardedGet } from './guarded-fetch.ts';
import { decodeHtml, readPagePreview } from './read-page-preview.ts';

/** The limits of the issue: 5 s, 2 MB, 5 redirects. */
export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 5000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
};

/**
 * The link-preview fetcher over the guarded client. `allowHosts` (FETCH_ALLOW_HOSTS, tests only)
 * lists `host:port` pairs that may be private (a local test server); empty in production.
 */
export function createLinkFetcher({
  allowHosts = [],
  limits = {},
  userAgent = 'KarieraIT-LinkPreview/1.0',
}: {
  allowHosts?: readonly string[] | string;
  limits?: Partial<FetchLimits>;
  userAgent?: string;
} = {}): LinkFetcher {
  const allowed = parseAllowHosts(allowHosts);
  const pageLimits = { ...DEFAULT_FETCH_LIMITS, ...limits };
  return {
    async readPage(url) {
      const page = await guardedGet(url, {
        allowHosts: allowed,
        limits: pageLimits,
        accept: 'html',
        userAgent,
      });
      return readPagePreview(decodeHtml(page.bytes, page.contentType), page.url);
    },
    async downloadImage(url, { maxBytes }) {
      const image = await guardedGet(url, {
        allowHosts: allowed,
        limits: { ...pageLimits, maxBytes },
        accept: 'image',
        userAgent,
      });
      return image.bytes;
    },
  };
}

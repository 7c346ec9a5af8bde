import type { MiddlewareHandler } from 'hono';
import type { ServerI18n } from '../i18n.ts';
import { problemResponse } from './problem.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from other sites (docs/ARCHITECTURE.md#security-baseline): an Origin header must be the
 * portal's; without one, a browser's `Sec-Fetch-Site: cross-site` is refused. Clients that are not
 * browsers (no Origin, no Sec-Fetch-Site) pass: they carry no ambient cookies of a victim.
 */
export function originCheck({ publicUrl, i18n }: { publicUrl: string; i18n: ServerI18n }): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const own = new URL(c.req.url).origin;
      const foreign =
        origin !== undefined
          ? origin !== allowed && origin !== own
          : c.req.header('sec-fetch-site') === 'cross-site';
      if (foreign) {
        return problemResponse(c, {
          title: i18n.t('en')('errors.forbidden'),
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
    await next();
  };
}

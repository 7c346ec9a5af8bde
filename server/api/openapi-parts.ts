import type { z } from '@hono/zod-openapi';

export { adminOnly, problem, rateLimited, unauthorized } from './responses.ts';

/** A JSON body of `schema`, for a route's `request` or `responses`. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** The route needs the session cookie. */
export const security = [{ session: [] }];

/** Public lists may be cached briefly by browsers and proxies. */
export const PUBLIC_CACHE = 'public, max-age=60';

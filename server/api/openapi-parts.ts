import type { z } from '@hono/zod-openapi';
import { problemSchema } from '../../contracts/problem.ts';

/** An RFC 9457 problem answer, for a route's `responses`. */
export const problem = { content: { 'application/problem+json': { schema: problemSchema } } };

/** A JSON body of `schema`, for a route's `request` or `responses`. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** The route needs the session cookie. */
export const security = [{ session: [] }];

/** The answer of a route that needs a session, to a caller without one. */
export const unauthorized = { 401: { description: 'Not signed in', ...problem } };

/** The answers of a route only admins may call. */
export const adminOnly = {
  401: { description: 'Not signed in', ...problem },
  403: { description: 'Signed in, but not an admin', ...problem },
};

import { z } from 'zod';

/**
 * Lists read by cursor (newsfeed, blog, events): the query's `cursor` and `limit`, and the page they
 * answer. The cursor is opaque to clients (base64url, written by the server's keyset paging in
 * `core/shared/cursor.ts`); this schema only keeps out what no cursor can be.
 */

const INVALID = 'validation.invalid';

/** A `nextCursor` given back: base64url, empty as none. */
export const cursorSchema = z
  .string()
  .max(200, INVALID)
  .regex(/^[A-Za-z0-9_-]*$/, INVALID)
  .optional()
  .transform((v) => (v ? v : undefined));

/** How many items a page holds: 1 to `max`. */
export const pageLimitSchema = (max: number) =>
  z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(max, INVALID);

/** The paging part of a list's query: `cursor`, and `limit` from 1 to `max` (absent: the list's page size). */
export const cursorQuerySchema = (max: number) =>
  z.object({ cursor: cursorSchema, limit: pageLimitSchema(max).optional() });

/**
 * A page of a list read by cursor: the items, and the cursor to give back for the next page — null
 * on the last page.
 */
export const cursorPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

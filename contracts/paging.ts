import { z } from 'zod';

/**
 * A page of a list read by cursor (newsfeed, blog, events): the items, and the cursor to give back
 * for the next page — null on the last page.
 */
export const cursorPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

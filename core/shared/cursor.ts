import { AppError } from './app-error.ts';

/**
 * Keyset paging for the lists read by cursor (newsfeed, blog, events). A list is ordered by a moment
 * and a unique key (publication time and id, end and uid); a page's cursor is the position of its
 * last item, `moment|key` in base64url, opaque to clients. A page read after a cursor starts right
 * after that position, so it never repeats or skips an item when items are added in between.
 */

/** The position of an item in its list: the moment it is ordered by and its unique key. */
export interface CursorPosition<Key> {
  at: string;
  key: Key;
}

/** A moment to the microsecond, UTC, as the database writes it (`2025-01-31T09:30:00.123456`). */
export const microsecondMoment = (raw: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(raw);

/** A moment that `Date` reads (an ISO time). */
export const dateMoment = (raw: string) => !Number.isNaN(new Date(raw).getTime());

/** A serial id: 1 to the largest PostgreSQL `integer`. */
export function serialKey(raw: string): number | undefined {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** A lower-case address (an event's uid): letters, digits and hyphens, at most 64 characters. */
export const slugKey = (raw: string): string | undefined => (/^[a-z0-9-]{1,64}$/.test(raw) ? raw : undefined);

export interface CursorPaging<Key> {
  /** The position a cursor stands for; undefined without one. A cursor this list did not write is `VALIDATION_FAILED` on `cursor`. */
  decode: (cursor: string | undefined) => CursorPosition<Key> | undefined;
  /** How many rows to read for a page of `limit` items. */
  rowsFor: (limit: number) => number;
  /** The page of `rows` (read with `rowsFor(limit)`): its items and the cursor of the next page, null on the last. */
  page: <Row, Item>(
    rows: Row[],
    limit: number,
    to: { item: (row: Row) => Item; position: (row: Row) => CursorPosition<Key> | undefined },
  ) => { items: Item[]; nextCursor: string | null };
}

const encode = (p: CursorPosition<string | number>) => Buffer.from(`${p.at}|${p.key}`).toString('base64url');

/**
 * The paging of one list: which moments and keys its cursors hold, and how the list ends. `lookahead`
 * (the default) reads one row more than a page, so the last page, full or not, has no next cursor;
 * `short-page` reads a page's worth and ends the list on a page with fewer items than the limit
 * (the newsfeed, SPEC: a full last page is followed by an empty one).
 */
export function cursorPaging<Key extends string | number>(format: {
  at: (raw: string) => boolean;
  key: (raw: string) => Key | undefined;
  end?: 'lookahead' | 'short-page';
}): CursorPaging<Key> {
  const lookahead = (format.end ?? 'lookahead') === 'lookahead';
  return {
    decode(cursor) {
      if (!cursor) return undefined;
      const [at, raw] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      const key = raw === undefined ? undefined : format.key(raw);
      if (!at || !format.at(at) || key === undefined)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { cursor: ['validation.invalid'] } });
      return { at, key };
    },
    rowsFor: (limit) => (lookahead ? limit + 1 : limit),
    page(rows, limit, to) {
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const more = lookahead ? rows.length > limit : page.length === limit;
      const position = more && last !== undefined ? to.position(last) : undefined;
      return { items: page.map(to.item), nextCursor: position ? encode(position) : null };
    },
  };
}

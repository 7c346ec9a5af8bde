import { useEffect, useRef, useState } from 'react';

/** One page of a cursor-paged list as a loader answers it. */
export interface CursorPage<Item> {
  /** The cursor the page was loaded with (none on the first page). */
  cursor: string | undefined;
  items: Item[];
  nextCursor: string | null;
  /** Keys of the page's items that carry a mark for this reader (saved ones, say). */
  marked?: string[];
}

/** What `useLoadMore` needs of a `useFetcher()`: its data, state and `load`. */
export interface PageFetcher<Data> {
  data: Data | undefined;
  state: 'idle' | 'loading' | 'submitting';
  load: (href: string) => unknown;
}

type Appended<Item> = CursorPage<Item> & { cursor: string };

interface Accumulated<Item> {
  /** The list the pages belong to (its filters and first page). */
  key: string;
  pages: Appended<Item>[];
  /** The fetcher's answer last taken in or passed over. */
  seen: unknown;
  /** A next page was asked for in this list and has not arrived. */
  requested: boolean;
  /** Where the page appended last starts, to move focus there; null when nothing was appended. */
  focus: { index: number } | null;
}

const fresh = <Item>(key: string, seen: unknown): Accumulated<Item> => ({
  key,
  pages: [],
  seen,
  requested: false,
  focus: null,
});

/** `state` with the fetched `page` taken in: a page loaded again replaces itself, a requested one is appended. */
function takeIn<Item>(
  state: Accumulated<Item>,
  data: unknown,
  page: CursorPage<Item>,
  firstCount: number,
): Accumulated<Item> {
  const cursor = page.cursor;
  const at = cursor ? state.pages.findIndex((p) => p.cursor === cursor) : -1;
  if (cursor && at >= 0)
    return { ...state, seen: data, pages: state.pages.map((p, i) => (i === at ? { ...page, cursor } : p)) };
  // A first page, or one asked for in a list that has since been left: not ours to append.
  if (!cursor || !state.requested) return { ...state, seen: data };
  const index = firstCount + state.pages.reduce((sum, p) => sum + p.items.length, 0);
  return {
    key: state.key,
    seen: data,
    requested: false,
    pages: [...state.pages, { ...page, cursor }],
    focus: { index },
  };
}

/**
 * "Load more" for a cursor-paged list: the next pages, fetched with `fetcher`, are appended in place
 * to `first` (the page the loader answered) once JavaScript runs; without it, the "more" link simply
 * opens the next page. The address does not change: it stays the list the reader opened, with its
 * filters, so it can be shared.
 *
 * `key` names the list: its filters and the cursor of its first page. When it changes (another filter,
 * "newest" from a later page), the appended pages are dropped in the same render, so the new list never
 * shows, not even for a frame, items of the old one; a page still on its way for the old list is not
 * appended. A page loaded again (a save button revalidates) replaces itself, so nothing repeats.
 *
 * After a page is appended, focus moves to the title link of its first item (the first `h2`/`h3` link
 * in that child of `listRef`), and `added` feeds the announcement of `LoadMore`.
 */
export function useLoadMore<Data, Item>({
  key,
  first,
  fetcher,
  pageOf,
}: {
  key: string;
  first: CursorPage<Item>;
  fetcher: PageFetcher<Data>;
  pageOf: (data: Data) => CursorPage<Item>;
}) {
  const [stored, setStored] = useState(() => fresh<Item>(key, fetcher.data));
  // Information from the previous render (React's pattern for state that follows props): worked out
  // while rendering, so that this render already shows the right list.
  let state = stored;
  if (state.key !== key) state = fresh(key, fetcher.data);
  if (fetcher.state === 'idle' && fetcher.data !== undefined && fetcher.data !== state.seen)
    state = takeIn(state, fetcher.data, pageOf(fetcher.data), first.items.length);
  if (state !== stored) setStored(state);

  const listRef = useRef<HTMLDivElement>(null);
  const focus = stored.focus;
  useEffect(() => {
    if (!focus) return;
    listRef.current?.children[focus.index]?.querySelector<HTMLElement>(':is(h2, h3) a')?.focus();
  }, [focus]);

  const loading = fetcher.state !== 'idle';
  const pages = state.pages;
  return {
    items: [...first.items, ...pages.flatMap((p) => p.items)],
    marked: new Set([...(first.marked ?? []), ...pages.flatMap((p) => p.marked ?? [])]),
    nextCursor: pages.length ? pages.at(-1)!.nextCursor : first.nextCursor,
    /** How many items were appended to the first page. */
    added: pages.reduce((sum, p) => sum + p.items.length, 0),
    loading,
    listRef,
    /** Appends the page at `href` (nothing while a page is loading). */
    load: (href: string) => {
      if (loading) return;
      setStored((s) => (s.key === key ? { ...s, requested: true } : s));
      fetcher.load(href);
    },
  };
}

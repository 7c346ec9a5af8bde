import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from './button.tsx';
import { useHydrated } from './use-hydrated.ts';

/** One page of a cursor-paged list as a loader answers it. */
export interface CursorPage<Item> {
  /** The cursor the page was loaded with (none on the first page). */
  cursor: string | undefined;
  items: Item[];
  nextCursor: string | null;
  /** Keys of the page's items that carry a mark for this reader (saved ones, say). */
  marked: string[];
}

/** What `useAppendedPages` needs of a `useFetcher()`: its data, state and `load`. */
interface PageFetcher<Data> {
  data: Data | undefined;
  state: 'idle' | 'loading' | 'submitting';
  load: (href: string) => unknown;
}

/**
 * A cursor-paged list whose next pages are appended in place once JavaScript runs (without it, the
 * "more" link simply opens the next page). The address does not change: it stays the list the reader
 * opened, with its filters, so it can be shared. After a page is added, focus moves to the title link
 * of its first item (the first `h2`/`h3` link in that child of `listRef`), and `added` feeds the
 * announcement of `LoadMore`. A page loaded again (a save button revalidates) replaces itself, so
 * nothing repeats; other filters (`resetKey`) start the list again.
 */
export function useAppendedPages<Data, Item>({
  fetcher,
  first,
  pageOf,
  resetKey,
}: {
  fetcher: PageFetcher<Data>;
  first: CursorPage<Item>;
  pageOf: (data: Data) => CursorPage<Item>;
  resetKey: string;
}) {
  const [more, setMore] = useState<(CursorPage<Item> & { cursor: string })[]>([]);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const loading = fetcher.state !== 'idle';

  useEffect(() => setMore([]), [resetKey]);
  useEffect(() => {
    if (!fetcher.data || loading) return;
    const page = pageOf(fetcher.data);
    const cursor = page.cursor;
    if (!cursor) return;
    setMore((pages) => {
      const at = pages.findIndex((p) => p.cursor === cursor);
      if (at >= 0) return pages.map((p, i) => (i === at ? { ...page, cursor } : p));
      focusIndex.current = first.items.length + pages.reduce((sum, p) => sum + p.items.length, 0);
      return [...pages, { ...page, cursor }];
    });
    // `pageOf` and `first` are read when new data arrives; they need not be stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, loading]);
  useEffect(() => {
    if (focusIndex.current === null) return;
    const item = listRef.current?.children[focusIndex.current];
    item?.querySelector<HTMLElement>(':is(h2, h3) a')?.focus();
    focusIndex.current = null;
  }, [more]);

  return {
    items: [...first.items, ...more.flatMap((p) => p.items)],
    marked: new Set([...first.marked, ...more.flatMap((p) => p.marked)]),
    nextCursor: more.length ? more.at(-1)!.nextCursor : first.nextCursor,
    /** How many items were appended to the first page. */
    added: more.reduce((sum, p) => sum + p.items.length, 0),
    loading,
    listRef,
    load: (href: string) => {
      if (!loading) fetcher.load(href);
    },
  };
}

/**
 * The "more" control under a paged list: a link to the next page that, once hydrated, asks `onLoad`
 * to append it instead; and a polite live region that announces how many items were added.
 */
export function LoadMore({
  href,
  loading,
  onLoad,
  label,
  loadingLabel,
  announcement,
}: {
  /** The next page's address; no link when there is none. */
  href: string | undefined;
  loading: boolean;
  onLoad: (href: string) => void;
  label: string;
  loadingLabel: string;
  /** What the live region says ("10 more posts loaded."); empty before anything was added. */
  announcement: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      {href ? (
        <div className="mt-8 flex justify-center">
          <a
            href={href}
            className={buttonClasses({ variant: 'secondary' })}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onLoad(href);
            }}
          >
            {loading ? loadingLabel : label}
            <ChevronRight className="size-4" aria-hidden />
          </a>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

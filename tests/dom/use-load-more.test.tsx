import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, useFetcher, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLoadMore } from '../../app/lib/use-load-more.ts';

/**
 * `useLoadMore` on a real router (React Router's in-memory stub with a loader and `useFetcher`): a
 * list of two filters, three items a page, paged by a cursor that is the index of the next item.
 */

const lists: Record<string, string[]> = {
  a: ['Alpha 1', 'Alpha 2', 'Alpha 3', 'Alpha 4', 'Alpha 5', 'Alpha 6', 'Alpha 7'],
  b: ['Beta 1', 'Beta 2', 'Beta 3', 'Beta 4'],
};
const PAGE = 3;

/** A loader answer held back until the test lets it go (a slow network). */
let gate: Promise<void> | null = null;

async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = params.get('filter') === 'b' ? 'b' : 'a';
  const cursor = params.get('cursor') ?? undefined;
  if (cursor && gate) await gate;
  const from = Number(cursor ?? 0);
  const items = lists[filter]!.slice(from, from + PAGE);
  const next = from + PAGE < lists[filter]!.length ? String(from + PAGE) : null;
  return { filter, cursor, page: { items, nextCursor: next } };
}

/** What every render showed, in order (including renders React throws away). */
let renders: string[][] = [];

function List() {
  const { filter, cursor, page } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof loader>();
  const list = useLoadMore({
    key: JSON.stringify([filter, cursor]),
    first: { cursor, items: page.items, nextCursor: page.nextCursor },
    fetcher,
    pageOf: (data) => ({ cursor: data.cursor, items: data.page.items, nextCursor: data.page.nextCursor }),
  });
  renders.push(list.items);
  const more = list.nextCursor ? `/?filter=${filter}&cursor=${list.nextCursor}` : undefined;
  return (
    <main>
      <Link to="/?filter=a">All of A</Link> <Link to="/?filter=b">Only B</Link>
      <div ref={list.listRef} aria-label="results" role="list">
        {list.items.map((item) => (
          <div role="listitem" key={item}>
            <h3>
              <a href={`#${item}`}>{item}</a>
            </h3>
          </div>
        ))}
      </div>
      {more ? (
        <a
          href={more}
          onClick={(event) => {
            event.preventDefault();
            list.load(more);
          }}
        >
          {list.loading ? 'Loading…' : 'More'}
        </a>
      ) : null}
      <p role="status">{list.added ? `${list.added} more loaded` : ''}</p>
    </main>
  );
}

const Stub = createRoutesStub([{ path: '/', Component: List, loader }]);

const shown = () => within(screen.getByRole('list', { name: 'results' })).queryAllByRole('listitem');
const shownText = () => shown().map((item) => item.textContent);

async function openList(url = '/?filter=a', first = 'Alpha 1') {
  renders = [];
  gate = null;
  render(<Stub initialEntries={[url]} />);
  await screen.findByText(first);
}

describe('useLoadMore (load more of a cursor-paged list)', () => {
  it('appends the next pages in place, moves focus to the first new item and says how many came', async () => {
    const user = userEvent.setup();
    await openList();
    expect(shownText()).toEqual(['Alpha 1', 'Alpha 2', 'Alpha 3']);

    await user.click(screen.getByRole('link', { name: 'More' }));
    await screen.findByText('Alpha 4');
    expect(shownText()).toEqual(['Alpha 1', 'Alpha 2', 'Alpha 3', 'Alpha 4', 'Alpha 5', 'Alpha 6']);
    // Focus moves in an effect after the items render: awaited, not read in the same tick.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Alpha 4' })));
    expect(screen.getByRole('status')).toHaveProperty('textContent', '3 more loaded');

    await user.click(screen.getByRole('link', { name: 'More' }));
    await screen.findByText('Alpha 7');
    expect(shownText()).toHaveLength(7);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Alpha 7' })));
    // The last page: no "More" any longer.
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull();
  });

  it('shows only the new filter’s first page from the first render after the filter changes', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('link', { name: 'More' }));
    await screen.findByText('Alpha 6');

    const before = renders.length;
    await user.click(screen.getByRole('link', { name: 'Only B' }));
    await screen.findByText('Beta 1');
    expect(shownText()).toEqual(['Beta 1', 'Beta 2', 'Beta 3']);
    expect(screen.getByRole('status').textContent).toBe('');
    // No render after the click (not even one React threw away) mixed the old list into the new one.
    const withBeta = renders.slice(before).filter((items) => items.some((i) => i.startsWith('Beta')));
    expect(withBeta.length).toBeGreaterThan(0);
    for (const items of withBeta) expect(items).toEqual(['Beta 1', 'Beta 2', 'Beta 3']);
  });

  it('starts the list again when the same filter is opened at its newest items from a later page', async () => {
    const user = userEvent.setup();
    await openList('/?filter=a&cursor=3', 'Alpha 4');
    expect(shownText()).toEqual(['Alpha 4', 'Alpha 5', 'Alpha 6']);
    await user.click(screen.getByRole('link', { name: 'More' }));
    await screen.findByText('Alpha 7');

    await user.click(screen.getByRole('link', { name: 'All of A' }));
    await screen.findByText('Alpha 1');
    expect(shownText()).toEqual(['Alpha 1', 'Alpha 2', 'Alpha 3']);
  });

  it('does not append a page that arrives after the reader switched to another filter', async () => {
    const user = userEvent.setup();
    await openList();
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    await user.click(screen.getByRole('link', { name: 'More' }));
    expect(screen.getByRole('link', { name: 'Loading…' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Only B' }));
    await screen.findByText('Beta 1');
    await act(async () => {
      release();
      await gate;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shownText()).toEqual(['Beta 1', 'Beta 2', 'Beta 3']);
  });
});

import type { ExperienceRow } from '../../../contracts/cv.ts';

/**
 * Years per technology as horizontal bars of HTML rendered on the server (no script), with the same
 * figures in a table for screen readers (docs/product/overview-and-users.md, docs/product/screens-and-routes.md experience chart).
 */
export function ExperienceChart({
  rows,
  labels,
}: {
  rows: readonly ExperienceRow[];
  labels: {
    title: string;
    caption: string;
    technology: string;
    years: string;
    format: (n: number) => string;
  };
}) {
  const shown = rows.slice(0, 12);
  if (!shown.length) return null;
  const max = Math.max(1, ...shown.map((r) => r.years));
  return (
    <figure className="m-0">
      {/* Bars of HTML rather than a scaled drawing: the labels keep the page's text size on a phone. */}
      <ul aria-hidden="true" className="m-0 max-w-xl list-none space-y-1.5 p-0">
        {shown.map((row) => (
          <li
            key={row.technology}
            className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]"
          >
            <span className="truncate text-right text-sm text-slate-700" title={row.technology}>
              {row.technology}
            </span>
            <span className="flex min-w-0 items-center gap-2">
              <span
                className="h-4 shrink-0 rounded-sm bg-brand-700"
                style={{ width: `max(0.25rem, calc((100% - 5rem) * ${(row.years / max).toFixed(4)}))` }}
              />
              <span className="shrink-0 text-sm whitespace-nowrap text-ink tabular-nums">
                {labels.format(row.years)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {/* A table does not shrink to the hidden box of `sr-only` (its cells still widen the page): the box wraps it. */}
      <div className="sr-only">
        <table>
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.technology}</th>
              <th scope="col">{labels.years}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.technology}>
                <th scope="row">{row.technology}</th>
                <td>{labels.format(row.years)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{labels.caption}</figcaption>
    </figure>
  );
}

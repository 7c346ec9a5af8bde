import type { ExperienceRow } from '../../../contracts/cv.ts';

/**
 * Years per technology as horizontal bars drawn in SVG on the server (no script), with the same
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
  const rowHeight = 28;
  const labelWidth = 130;
  const width = 560;
  const barSpace = width - labelWidth - 60;
  const height = shown.length * rowHeight + 8;
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-hidden="true"
        focusable="false"
      >
        {shown.map((row, i) => {
          const y = i * rowHeight + 4;
          const bar = Math.max(2, (row.years / max) * barSpace);
          return (
            <g key={row.technology}>
              <text x={labelWidth - 8} y={y + 17} textAnchor="end" fontSize="13" fill="#334155">
                {row.technology.length > 18 ? `${row.technology.slice(0, 17)}…` : row.technology}
              </text>
              <rect x={labelWidth} y={y + 4} width={bar} height={18} rx="3" fill="#1d4ed8" />
              <text x={labelWidth + bar + 6} y={y + 17} fontSize="12" fill="#0f172a">
                {labels.format(row.years)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
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
      <figcaption className="mt-2 text-sm text-slate-600">{labels.caption}</figcaption>
    </figure>
  );
}

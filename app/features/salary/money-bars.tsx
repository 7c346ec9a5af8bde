import type { Breakdown } from '../../../contracts/salary.ts';

/** The parts of where the money goes, in drawing order, with their colours. */
export const BREAKDOWN_PARTS = [
  { key: 'net', fill: '#059669', swatch: 'bg-emerald-600' },
  { key: 'tax', fill: '#e11d48', swatch: 'bg-rose-600' },
  { key: 'health', fill: '#0284c7', swatch: 'bg-sky-600' },
  { key: 'social', fill: '#7c3aed', swatch: 'bg-violet-600' },
  { key: 'costs', fill: '#64748b', swatch: 'bg-slate-500' },
] as const satisfies readonly { key: keyof Breakdown; fill: string; swatch: string }[];

export interface MoneyBarRow {
  id: string;
  label: string;
  breakdown: Breakdown;
  highlight?: boolean;
}

/**
 * Horizontal stacked bars, one per form of work, of where a year's money goes (net, tax, health,
 * social, costs), all on the scale of the largest total. A small SVG per row; the figures are in
 * each bar's accessible name and in the legend.
 */
export function MoneyBars({
  rows,
  partLabel,
  describe,
}: {
  rows: readonly MoneyBarRow[];
  partLabel: (key: keyof Breakdown) => string;
  /** The accessible description of one row (its parts with amounts). */
  describe: (row: MoneyBarRow) => string;
}) {
  const totalOf = (b: Breakdown) => BREAKDOWN_PARTS.reduce((s, p) => s + Math.max(0, b[p.key]), 0);
  const scale = Math.max(1, ...rows.map((r) => totalOf(r.breakdown)));
  return (
    <figure className="space-y-4">
      {rows.map((row) => {
        let x = 0;
        return (
          <div key={row.id} className="grid gap-1.5 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
            <div className={row.highlight ? 'text-sm font-semibold text-ink' : 'text-sm text-slate-700'}>
              {row.label}
            </div>
            <svg
              role="img"
              aria-label={describe(row)}
              viewBox="0 0 1000 40"
              preserveAspectRatio="none"
              className="h-9 w-full overflow-hidden rounded-md bg-slate-100"
            >
              {BREAKDOWN_PARTS.map((part) => {
                const value = Math.max(0, row.breakdown[part.key]);
                const width = (value / scale) * 1000;
                const rect = (
                  <rect key={part.key} x={x} y={0} width={width} height={40} fill={part.fill}>
                    <title>{partLabel(part.key)}</title>
                  </rect>
                );
                x += width;
                return value > 0 ? rect : null;
              })}
            </svg>
          </div>
        );
      })}
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          {BREAKDOWN_PARTS.map((part) => (
            <li key={part.key} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${part.swatch}`} aria-hidden />
              {partLabel(part.key)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

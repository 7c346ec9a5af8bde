import { clsx } from 'clsx';

export interface FigureRow {
  key: string;
  /** The row's name, its header cell. */
  label: React.ReactNode;
  /** One figure per column after the first, aligned right. */
  figures: readonly React.ReactNode[];
  /** A result row (a total, a net amount): shaded and bold. */
  emphasis?: boolean;
  /** A part of the row above it: its name is indented. */
  indent?: boolean;
}

const CELL = 'px-2 py-2 sm:px-4';

/**
 * A card with a table of figures: the first column names the rows, the others hold numbers aligned
 * right. Row names are `normal` (plain and slate, bold in emphasized rows) or `medium` (medium ink in
 * every row, for names such as technologies).
 */
export function FigureTable({
  caption,
  captionHidden = false,
  headers,
  rows,
  labelWeight = 'normal',
  testId,
}: {
  caption: React.ReactNode;
  /** Keep the caption for screen readers only (a heading nearby says the same). */
  captionHidden?: boolean;
  /** The column headers: the rows' names, then one per figure. */
  headers: readonly React.ReactNode[];
  rows: readonly FigureRow[];
  labelWeight?: 'normal' | 'medium';
  testId?: string;
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs"
      data-testid={testId}
    >
      <table className="w-full text-[13px] sm:text-sm">
        <caption
          className={
            captionHidden ? 'sr-only' : 'px-3 pt-4 pb-2 sm:px-4 text-left text-base font-semibold text-ink'
          }
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase">
            {headers.map((header, i) => (
              <th key={i} scope="col" className={clsx(CELL, i > 0 && 'text-right', 'font-medium')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={clsx(
                'border-b border-slate-100 last:border-0',
                row.emphasis && 'bg-slate-50 font-semibold',
              )}
            >
              <th
                scope="row"
                className={clsx(
                  CELL,
                  'text-left',
                  labelWeight === 'medium'
                    ? 'font-medium text-ink'
                    : ['font-normal text-slate-700', row.emphasis && 'font-semibold text-ink'],
                  row.indent && 'pl-4 sm:pl-8',
                )}
              >
                {row.label}
              </th>
              {row.figures.map((figure, i) => (
                <td key={i} className={clsx(CELL, 'text-right tabular-nums')}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

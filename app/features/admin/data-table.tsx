import { clsx } from 'clsx';

/** A column heading: its text, or the text with `numeric` (right-aligned) or `labelHidden` (read out only). */
export type Column = string | { label: string; numeric?: boolean; labelHidden?: boolean };

/**
 * A wide table in a horizontally scrolling, keyboard-focusable region (so it can be scrolled
 * without a mouse), named by its caption, with a heading row of `columns`.
 */
export function DataTable({
  id,
  caption,
  captionHidden = false,
  columns,
  children,
}: {
  id: string;
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column[];
  children: React.ReactNode;
}) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table id={id} className="w-full border-collapse text-left text-sm">
        <caption
          id={captionId}
          className={clsx(captionHidden ? 'sr-only' : 'px-4 pt-4 pb-2 text-left font-semibold text-ink')}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => {
              const { label, numeric, labelHidden } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={index} scope="col" className={clsx(thClass, numeric && 'text-right')}>
                  {labelHidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

const thClass =
  'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase';
export const tdClass = 'border-b border-slate-100 px-4 py-3 align-top';

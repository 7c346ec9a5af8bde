import { clsx } from 'clsx';

/**
 * A wide table in a horizontally scrolling, keyboard-focusable region (so it can be scrolled
 * without a mouse), named by its caption.
 */
export function DataTable({
  id,
  caption,
  captionHidden = false,
  children,
}: {
  id: string;
  caption: string;
  captionHidden?: boolean;
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
        {children}
      </table>
    </div>
  );
}

export const thClass =
  'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase';
export const tdClass = 'border-b border-slate-100 px-4 py-3 align-top';

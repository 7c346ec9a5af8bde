import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  title: React.ReactNode;
  children: React.ReactNode;
  /** Called when the dialog closes itself (Escape or the close button). */
  onClose?: () => void;
  /** Accessible name of the close button; without it the dialog has none and ignores Escape. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal on the native `<dialog>`: focus is trapped and restored by the browser, Escape closes it.
 * Rendered on the server with `open`, it shows in place until scripts turn it into a modal.
 */
export function Dialog({ open, title, children, onClose, closeLabel, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** The next `close` event comes from turning the server's open dialog into a modal one. */
  const reopening = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      // A dialog that came from the server with `open` is not modal yet: reopen it as one.
      if (dialog.open && !dialog.matches(':modal')) {
        reopening.current = true;
        dialog.close();
      }
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      // The server renders the attribute so the dialog shows without scripts; in the browser the
      // effect above owns it (showModal/close), so React must not touch it.
      open={typeof document === 'undefined' ? open : undefined}
      suppressHydrationWarning
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!closeLabel) event.preventDefault();
      }}
      onClose={() => {
        if (reopening.current) reopening.current = false;
        else onClose?.();
      }}
      className={clsx(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-slate-200 bg-white p-0 text-ink shadow-2xl',
        'backdrop:bg-slate-950/50',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-6">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {closeLabel ? (
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={closeLabel}
            className="-mt-1 -mr-2 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="px-6 pt-3 pb-6">{children}</div>
    </dialog>
  );
}

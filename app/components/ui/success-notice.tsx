import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SUCCESS_RESET_MS } from './use-async-status.ts';

/**
 * The success message of a saved form, in a polite live region that is always in the page (so
 * screen readers announce it). With scripts it disappears after 2.5 s (docs/product/states.md: success returns to
 * idle); without them it simply stays. `stamp` identifies one save: a new stamp shows it again.
 */
export function SuccessNotice({
  message,
  stamp,
  children,
  className,
}: {
  /** Null while there is nothing to report. */
  message: string | null;
  stamp: number | string | null | undefined;
  /** More detail under the message (e.g. what changed). */
  children?: React.ReactNode;
  className?: string;
}) {
  const [hidden, setHidden] = useState<number | string | null | undefined>(undefined);
  useEffect(() => {
    if (!message || stamp === null || stamp === undefined) return;
    const timer = window.setTimeout(() => setHidden(stamp), SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [message, stamp]);
  const visible = Boolean(message) && stamp !== null && stamp !== undefined && hidden !== stamp;
  return (
    <div role="status" aria-atomic="true" className={className}>
      {visible ? (
        <div className="flex gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
          <div className="min-w-0 space-y-1 leading-relaxed">
            <p className="font-semibold">{message}</p>
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}

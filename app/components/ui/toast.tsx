import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

/** Shows a short message in the toast region of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/** How long a toast stays unless closed earlier. */
const TOAST_MS = 6000;

function Toast({
  item,
  onDismiss,
  dismissLabel,
}: {
  item: ToastItem;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  const Icon = ICONS[item.tone];
  const { id } = item;
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [id, onDismiss]);
  return (
    <li
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm text-ink shadow-lg',
        item.tone === 'error'
          ? 'border-rose-200'
          : item.tone === 'success'
            ? 'border-emerald-200'
            : 'border-slate-200',
      )}
    >
      <Icon
        className={clsx(
          'mt-0.5 size-5 shrink-0',
          item.tone === 'error'
            ? 'text-rose-700'
            : item.tone === 'success'
              ? 'text-emerald-700'
              : 'text-brand-700',
        )}
        aria-hidden
      />
      <p className="flex-1 leading-relaxed">{item.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label={dismissLabel}
        className="-m-1 inline-flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/**
 * Holds the toasts of a page and renders them in a polite live region (`role=status`), so screen
 * readers read each new message without moving focus.
 */
export function ToastProvider({
  children,
  dismissLabel,
}: {
  children: React.ReactNode;
  dismissLabel: string;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    setItems((list) => [...list.slice(-2), { id: Date.now() + Math.random(), message, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
      >
        <ul className="flex w-full max-w-sm flex-col gap-2">
          {items.map((item) => (
            <Toast key={item.id} item={item} dismissLabel={dismissLabel} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
    </ToastContext.Provider>
  );
}

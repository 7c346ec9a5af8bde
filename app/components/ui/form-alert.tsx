import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { box: string; icon: string; Icon: typeof Info }> = {
  error: { box: 'border-rose-200 bg-rose-50 text-rose-900', icon: 'text-rose-700', Icon: CircleAlert },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: 'text-emerald-700',
    Icon: CircleCheck,
  },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-700', Icon: Info },
};

export interface FormAlertProps {
  tone?: AlertTone;
  title?: React.ReactNode;
  children?: React.ReactNode;
  /** Move focus to the alert when it appears (summaries after a failed submit). */
  focus?: boolean;
  className?: string;
  id?: string;
}

/**
 * A message above or inside a form: errors are announced at once (`role=alert`), success and
 * information politely (`role=status`).
 */
export function FormAlert({ tone = 'info', title, children, focus = false, className, id }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { box, icon, Icon } = TONES[tone];
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focus ? -1 : undefined}
      className={clsx('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
    >
      <Icon className={clsx('mt-0.5 size-5 shrink-0', icon)} aria-hidden />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}

import { clsx } from 'clsx';

export interface TimelineStep {
  key: string;
  label: string;
  /** The date as shown, and as `<time dateTime>`. */
  date: string;
  dateTime: string;
}

/**
 * Steps with their dates, oldest first, the last one marked as where things stand: a column on a
 * phone, a row that wraps on wider screens.
 */
export function Timeline({
  steps,
  label,
  className,
}: {
  steps: readonly TimelineStep[];
  label: string;
  className?: string;
}) {
  return (
    <ol
      aria-label={label}
      className={clsx('flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-0 sm:gap-y-2', className)}
    >
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={step.key}
            className="flex items-center gap-2 text-sm sm:after:mx-3 sm:after:h-px sm:after:w-6 sm:after:bg-slate-300 sm:last:after:hidden"
            aria-current={last ? 'step' : undefined}
          >
            <span
              aria-hidden
              className={clsx(
                'size-2.5 shrink-0 rounded-full',
                last ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-slate-400',
              )}
            />
            <span className={clsx(last ? 'font-semibold text-ink' : 'text-slate-700')}>{step.label}</span>
            <time dateTime={step.dateTime} className="text-slate-600 tabular-nums">
              {step.date}
            </time>
          </li>
        );
      })}
    </ol>
  );
}

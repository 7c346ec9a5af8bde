import { clsx } from 'clsx';

export interface TimelineStep {
  key: string;
  label: string;
  /** The date as shown, and as `<time dateTime>`. */
  date: string;
  dateTime: string;
}

/**
 * Steps with their dates, oldest first, joined by a line; the last one is marked as where things
 * stand. The dates come first, in a column of their own, so the steps line up at any width.
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
    <ol aria-label={label} className={clsx('text-sm', className)}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={step.key}
            className="relative grid grid-cols-[6rem_1rem_minmax(0,1fr)] items-start gap-x-2 pb-2 last:pb-0"
            aria-current={last ? 'step' : undefined}
          >
            <time dateTime={step.dateTime} className="text-slate-600 tabular-nums">
              {step.date}
            </time>
            <span aria-hidden className="relative flex h-5 justify-center">
              {last ? null : <span className="absolute top-3 -bottom-2 w-px bg-slate-300" />}
              <span
                className={clsx(
                  'relative mt-1.5 size-2.5 rounded-full',
                  last ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-slate-400',
                )}
              />
            </span>
            <span className={clsx(last ? 'font-semibold text-ink' : 'text-slate-700')}>{step.label}</span>
          </li>
        );
      })}
    </ol>
  );
}

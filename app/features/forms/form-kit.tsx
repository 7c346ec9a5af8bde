import type { SubmissionResult } from '@conform-to/react';
import { clsx } from 'clsx';

/** What a public form's action answers: the Conform reply. */
export type FormReply = SubmissionResult<string[]> | null | undefined;

/** A titled group of fields in a long form. */
export function FormSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className={clsx('mt-5 grid gap-5 sm:grid-cols-2', className)}>{children}</div>
    </section>
  );
}

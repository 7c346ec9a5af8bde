import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';

/** Shared look of text-like controls (input, select, combobox input). */
export const controlClass = clsx(
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-ink shadow-xs',
  'placeholder:text-slate-500 focus:border-brand-600 focus-visible:outline-offset-1',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-invalid:border-rose-600 aria-invalid:bg-rose-50/40',
);

/** Ids of the hint and error texts of a control, and its `aria-describedby`. */
export function describedBy(
  id: string,
  { hint, errors }: { hint?: React.ReactNode; errors?: readonly string[] },
) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const ids = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return { hintId, errorId, invalid, describedBy: ids || undefined };
}

export function FieldLabel({
  htmlFor,
  id,
  children,
  optional,
  className,
}: {
  htmlFor?: string;
  id?: string;
  children: React.ReactNode;
  /** Text shown after an optional field's label, e.g. "(optional)". */
  optional?: string;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={clsx('block text-sm font-medium text-slate-800', className)}>
      {children}
      {optional ? <span className="ml-1 font-normal text-slate-600">{optional}</span> : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-xs leading-relaxed text-slate-600">
      {children}
    </p>
  );
}

/** The messages of an invalid control; the control points at it with `aria-describedby`. */
export function FieldError({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="mt-1.5 space-y-0.5 text-sm text-rose-700">
      {errors.map((message) => (
        <p key={message} className="flex items-start gap-1.5">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}

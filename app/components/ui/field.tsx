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

/** What every labelled control takes besides the attributes of its element. */
export interface LabelledFieldProps {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Messages shown under the control; any message marks it invalid. */
  errors?: readonly string[];
  /** Text after the label of an optional field, e.g. "(optional)". */
  optional?: string;
  /** Hide the label visually (it stays for assistive technology). */
  labelHidden?: boolean;
  className?: string;
}

/**
 * Splits the props of a labelled control into the frame's (for `LabelledField`), the element's own,
 * and what ties the element to the frame: its `id`, `aria-invalid` and `aria-describedby`.
 */
export function splitFieldProps<P extends LabelledFieldProps>({
  id,
  label,
  hint,
  errors,
  optional,
  labelHidden,
  className,
  ...element
}: P) {
  const a11y = describedBy(id, { hint, errors });
  const control = { id, 'aria-invalid': a11y.invalid || undefined, 'aria-describedby': a11y.describedBy };
  return [{ id, label, hint, errors, optional, labelHidden, className }, element, control] as const;
}

/**
 * The frame of a labelled control (text input, select): the label, the control (`children`, with
 * room for something drawn over it), then its errors and hint. `field` comes from
 * `splitFieldProps`, whose third part ties the control to the errors and hint.
 */
export function LabelledField({ field, children }: { field: LabelledFieldProps; children: React.ReactNode }) {
  const { id, label, hint, errors, optional, labelHidden, className } = field;
  const { hintId, errorId } = describedBy(id, { hint, errors });
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </FieldLabel>
      <div className={clsx('relative', !labelHidden && 'mt-1.5')}>{children}</div>
      <FieldError id={errorId} errors={errors} />
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
}

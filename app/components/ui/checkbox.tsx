import { clsx } from 'clsx';
import { describedBy, FieldError, FieldHint } from './field.tsx';

export interface CheckboxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: React.ReactNode;
  /** A line under the label. */
  hint?: React.ReactNode;
  errors?: readonly string[];
  className?: string;
}

/** A checkbox with its label beside it, an optional description and inline errors. */
export function Checkbox({ id, label, hint, errors, className, ...input }: CheckboxProps) {
  const a11y = describedBy(id, { hint, errors });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...input}
          aria-invalid={a11y.invalid || undefined}
          aria-describedby={a11y.describedBy}
          className={clsx(
            'mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700',
            a11y.invalid && 'outline-2 outline-offset-2 outline-rose-600',
          )}
        />
        <div className="min-w-0 text-sm">
          <label htmlFor={id} className="cursor-pointer text-slate-800">
            {label}
          </label>
          <FieldHint id={a11y.hintId}>{hint}</FieldHint>
        </div>
      </div>
      <FieldError id={a11y.errorId} errors={errors} />
    </div>
  );
}

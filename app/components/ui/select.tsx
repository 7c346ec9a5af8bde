import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: React.ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option ("Choose …"); selecting it means no value. */
  placeholder?: string;
  hint?: React.ReactNode;
  errors?: readonly string[];
  optional?: string;
  /** Hide the label visually (it stays for assistive technology). */
  labelHidden?: boolean;
  className?: string;
}

/** A labelled native select with hint and inline errors. */
export function Select({
  id,
  label,
  options,
  placeholder,
  hint,
  errors,
  optional,
  labelHidden,
  className,
  multiple,
  ...select
}: SelectProps) {
  const a11y = describedBy(id, { hint, errors });
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </FieldLabel>
      <div className={clsx('relative', !labelHidden && 'mt-1.5')}>
        <select
          id={id}
          multiple={multiple}
          {...select}
          aria-invalid={a11y.invalid || undefined}
          aria-describedby={a11y.describedBy}
          className={clsx(controlClass, multiple ? 'py-1' : 'appearance-none pr-9')}
        >
          {placeholder !== undefined && !multiple ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {multiple ? null : (
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
        )}
      </div>
      <FieldError id={a11y.errorId} errors={errors} />
      <FieldHint id={a11y.hintId}>{hint}</FieldHint>
    </div>
  );
}

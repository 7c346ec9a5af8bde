import { clsx } from 'clsx';
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel } from './field.tsx';

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Messages shown under the control; any message marks it invalid. */
  errors?: readonly string[];
  /** Text after the label of an optional field, e.g. "(optional)". */
  optional?: string;
  /** Hide the label visually (it stays for assistive technology). */
  labelHidden?: boolean;
  /** Something drawn inside the right edge of the input (a button). */
  trailing?: React.ReactNode;
  className?: string;
  inputClassName?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled text input with hint and inline errors (`aria-invalid`, `aria-describedby`). */
export function TextField({
  id,
  label,
  hint,
  errors,
  optional,
  labelHidden,
  trailing,
  className,
  inputClassName,
  ref,
  ...input
}: TextFieldProps) {
  const a11y = describedBy(id, { hint, errors });
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </FieldLabel>
      <div className={clsx('relative', !labelHidden && 'mt-1.5')}>
        <input
          ref={ref}
          id={id}
          type="text"
          {...input}
          aria-invalid={a11y.invalid || undefined}
          aria-describedby={a11y.describedBy}
          className={clsx(controlClass, trailing ? 'pr-11' : null, inputClassName)}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      <FieldError id={a11y.errorId} errors={errors} />
      <FieldHint id={a11y.hintId}>{hint}</FieldHint>
    </div>
  );
}

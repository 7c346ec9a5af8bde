import { clsx } from 'clsx';
import { describedBy, FieldError, FieldHint } from './field.tsx';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupProps {
  id: string;
  name: string;
  legend: React.ReactNode;
  options: readonly RadioOption[];
  defaultValue?: string;
  hint?: React.ReactNode;
  errors?: readonly string[];
  required?: boolean;
  /** Lay the options out as a grid of cards (two columns from the small breakpoint). */
  columns?: 1 | 2;
  className?: string;
  onChange?: (value: string) => void;
}

/** Radio buttons in a labelled group with a hint and inline errors. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  defaultValue,
  hint,
  errors,
  required,
  columns = 1,
  className,
  onChange,
}: RadioGroupProps) {
  const a11y = describedBy(id, { hint, errors });
  const legendId = `${id}-legend`;
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      aria-invalid={a11y.invalid || undefined}
      aria-describedby={a11y.describedBy}
      className={className}
    >
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        {legend}
      </legend>
      <FieldHint id={a11y.hintId}>{hint}</FieldHint>
      <div className={clsx('mt-2 grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-md border bg-white px-3 py-2.5 text-sm',
                'has-checked:border-brand-600 has-checked:bg-brand-50 hover:border-slate-400',
                a11y.invalid ? 'border-rose-300' : 'border-slate-300',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                onChange={onChange ? () => onChange(option.value) : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="text-slate-800">{option.label}</span>
                {option.description ? (
                  <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={a11y.errorId} errors={errors} />
    </fieldset>
  );
}

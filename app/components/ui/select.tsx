import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { controlClass, LabelledField, splitFieldProps, type LabelledFieldProps } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'>, LabelledFieldProps {
  options: readonly SelectOption[];
  /** A first, empty option ("Choose …"); selecting it means no value. */
  placeholder?: string;
}

/** A labelled native select with hint and inline errors. */
export function Select({ options, placeholder, multiple, ...props }: SelectProps) {
  const [field, select, control] = splitFieldProps(props);
  return (
    <LabelledField field={field}>
      <select
        multiple={multiple}
        {...select}
        {...control}
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
    </LabelledField>
  );
}

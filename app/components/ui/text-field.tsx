import { clsx } from 'clsx';
import { controlClass, LabelledField, splitFieldProps, type LabelledFieldProps } from './field.tsx';

export interface TextFieldProps
  extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>, LabelledFieldProps {
  /** Something drawn inside the right edge of the input (a button). */
  trailing?: React.ReactNode;
  inputClassName?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled text input with hint and inline errors (`aria-invalid`, `aria-describedby`). */
export function TextField({ trailing, inputClassName, ref, ...props }: TextFieldProps) {
  const [field, input, control] = splitFieldProps(props);
  return (
    <LabelledField field={field}>
      <input
        ref={ref}
        type="text"
        {...input}
        {...control}
        className={clsx(controlClass, trailing ? 'pr-11' : null, inputClassName)}
      />
      {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
    </LabelledField>
  );
}

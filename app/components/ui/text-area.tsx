import { clsx } from 'clsx';
import { controlClass, LabelledField, splitFieldProps, type LabelledFieldProps } from './field.tsx';

/** A labelled multi-line text input with hint and inline errors. */
export function TextArea(
  props: Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & LabelledFieldProps,
) {
  const [field, textarea, control] = splitFieldProps(props);
  return (
    <LabelledField field={field}>
      <textarea rows={4} {...textarea} {...control} className={clsx(controlClass, 'min-h-24 resize-y')} />
    </LabelledField>
  );
}

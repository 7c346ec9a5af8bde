import { clsx } from 'clsx';
import { controlClass, LabelledField, splitFieldProps, type LabelledFieldProps } from './field.tsx';

export interface TextAreaProps
  extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, LabelledFieldProps {
  /** Classes for the text area itself (its height, a monospaced font…); the label's box takes `className`. */
  textareaClassName?: string;
}

/** A labelled multi-line text input with hint and inline errors, four lines high unless `rows` says otherwise. */
export function TextArea({ textareaClassName, rows = 4, ...props }: TextAreaProps) {
  const [field, textarea, control] = splitFieldProps(props);
  return (
    <LabelledField field={field}>
      <textarea
        rows={rows}
        {...textarea}
        {...control}
        className={clsx(controlClass, 'min-h-24 resize-y leading-relaxed', textareaClassName)}
      />
    </LabelledField>
  );
}

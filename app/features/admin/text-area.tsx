import { clsx } from 'clsx';
import {
  controlClass,
  LabelledField,
  splitFieldProps,
  type LabelledFieldProps,
} from '../../components/ui/field.tsx';

export interface TextAreaProps
  extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, LabelledFieldProps {
  textareaClassName?: string;
}

/** A labelled multi-line text input with hint and inline errors. */
export function TextArea({ textareaClassName, rows = 4, ...props }: TextAreaProps) {
  const [field, textarea, control] = splitFieldProps(props);
  return (
    <LabelledField field={field}>
      <textarea
        rows={rows}
        {...textarea}
        {...control}
        className={clsx(controlClass, 'leading-relaxed', textareaClassName)}
      />
    </LabelledField>
  );
}

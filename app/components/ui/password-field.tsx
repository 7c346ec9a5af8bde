import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { useHydrated } from './use-hydrated.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Accessible names of the visibility toggle. */
  showLabel: string;
  hideLabel: string;
}

/**
 * A password input with a show/hide toggle. The toggle needs scripts, so it appears only after
 * hydration; before that (and without JavaScript) the field is a plain password input.
 */
export function PasswordField({ showLabel, hideLabel, id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-controls={id}
            aria-pressed={visible}
            aria-label={showLabel}
            title={visible ? hideLabel : showLabel}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        ) : null
      }
    />
  );
}

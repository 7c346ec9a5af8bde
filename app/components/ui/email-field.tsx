import { TextField, type TextFieldProps } from './text-field.tsx';

/** A text field for an e-mail address: the e-mail keyboard, no automatic capitals, no spell check. */
export function EmailField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>,
) {
  return <TextField {...props} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />;
}

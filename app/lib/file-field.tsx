import { useState, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../components/ui/text-field.tsx';
import { CV_ACCEPT } from '../../contracts/applications-values.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../contracts/media.ts';
import { useTranslation } from '../i18n/react.tsx';

/** What a file input accepts, and its translated refusals. */
export interface FileRules {
  maxBytes: number;
  /** Media types (`image/png`) and name endings (`.odt`) accepted; `accept` is made of them. */
  types: readonly string[];
  /** The refusal of a file too large (with the limit in words). */
  tooLarge: string;
  /** The refusal of a file of another type. */
  wrongType: string;
}

/** Why `file` is refused, or null. */
export function fileRefusal(file: File, { maxBytes, types, tooLarge, wrongType }: FileRules): string | null {
  if (file.size > maxBytes) return tooLarge;
  const name = file.name.toLowerCase();
  const known = types.some((type) => (type.startsWith('.') ? name.endsWith(type) : file.type === type));
  return known ? null : wrongType;
}

/**
 * The browser's check of a file input (ADR 141): a file over the limit or of another type is taken
 * out of the input at once, so the form never carries it, and its refusal is shown; what the
 * server refused (`errors`) shows until another file is chosen.
 */
export function useFileCheck(rules: FileRules, errors: readonly string[] | undefined) {
  const [picked, setPicked] = useState<{ refused: string | null } | null>(null);
  // A new refusal of the server replaces what the browser said of the file chosen before.
  const replied = errors?.join('\n') ?? '';
  const [seen, setSeen] = useState(replied);
  if (replied !== seen) {
    setSeen(replied);
    setPicked(null);
  }
  const shown = picked
    ? picked.refused
      ? [picked.refused]
      : undefined
    : errors?.length
      ? errors
      : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const refused = file ? fileRefusal(file, rules) : null;
    if (refused) event.currentTarget.value = '';
    setPicked(file ? { refused } : null);
  };
  return { errors: shown, onChange, accept: rules.types.join(',') };
}

/** A labelled file input of a form, checked in the browser before anything is sent (`useFileCheck`). */
export function FileField({
  rules,
  errors,
  ...props
}: Omit<TextFieldProps, 'type' | 'accept' | 'onChange'> & { rules: FileRules }) {
  const check = useFileCheck(rules, errors);
  return (
    <TextField
      {...props}
      type="file"
      accept={check.accept}
      onChange={check.onChange}
      {...(check.errors ? { errors: check.errors } : {})}
    />
  );
}

/** The rules of an uploaded image (JPEG, PNG or WebP of at most 5 MB), refused in the page's language. */
export function useImageRules(): FileRules {
  const { t } = useTranslation('common');
  return {
    maxBytes: IMAGE_MAX_BYTES,
    types: IMAGE_TYPES,
    tooLarge: t('validation.imageSize'),
    wrongType: t('validation.imageType'),
  };
}

/** The rules of a CV document (PDF, DOC, DOCX or ODT of at most `maxBytes`). */
export function useDocumentRules(maxBytes: number): FileRules {
  const { t } = useTranslation('common');
  return {
    maxBytes,
    types: CV_ACCEPT.split(','),
    tooLarge: t('validation.documentSize'),
    wrongType: t('validation.documentType'),
  };
}

import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * Words for an authentication error code (`auth.errors.*` of `common`); an unknown code reads as
 * the generic error.
 */
export function useAuthErrorText(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => t(`common:auth.errors.${code}`, { defaultValue: t('common:auth.errors.unknown') });
}

/** The alert of a refused authentication step (social sign-in, sensitive action); nothing without a code. */
export function AuthErrorAlert({ code }: { code: string | null | undefined }) {
  const errorText = useAuthErrorText();
  return code ? <FormAlert tone="error">{errorText(code)}</FormAlert> : null;
}

import { useCallback, useMemo } from 'react';
import { useToast } from '../components/ui/toast.tsx';
import { useTranslation } from '../i18n/react.tsx';
import { type ApiFetch, createApiFetch, isApiError } from './api-client.ts';

/** `apiFetch` in the page's language: failures throw an `ApiError` with a translated message. */
export function useApiFetch(): ApiFetch {
  const { t, i18n } = useTranslation();
  return useMemo(() => createApiFetch({ t, language: i18n.language }), [t, i18n.language]);
}

/**
 * Shows a failed call in the toast region (SPEC §8): an `ApiError`'s message, nothing for a 403 or
 * an aborted call, and "An unexpected error occurred…" for anything else.
 */
export function useApiErrorToast(): (error: unknown) => void {
  const { show } = useToast();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        if (!error.silent) show(error.message, 'error');
      } else if (!(error instanceof Error && error.name === 'AbortError')) {
        show(t('errors.unexpected'), 'error');
      }
    },
    [show, t],
  );
}

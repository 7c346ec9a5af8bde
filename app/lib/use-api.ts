import { useCallback, useMemo } from 'react';
import { useToast } from '../components/ui/toast.tsx';
import { useTranslation } from '../i18n/react.tsx';
import type { ApiFetch } from './api-client.ts';
import { isApiError } from './api-error.ts';

/** `apiFetch` in the page's language: failures throw an `ApiError` with a translated message. */
export function useApiFetch(): ApiFetch {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // The client is fetched with the first call: most pages that may call the API render without it.
    let client: Promise<ApiFetch> | undefined;
    const apiFetch: ApiFetch = (path, init) => {
      client ??= import('./api-client.ts').then((m) => m.createApiFetch({ t, language: i18n.language }));
      return client.then((call) => call(path, init));
    };
    return apiFetch;
  }, [t, i18n.language]);
}

/**
 * Shows a failed call in the toast region (docs/product/errors.md): an `ApiError`'s message, nothing for a 403 or
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

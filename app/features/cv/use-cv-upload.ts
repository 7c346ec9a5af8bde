import { useState } from 'react';
import { useAsyncStatus } from '../../components/ui/use-async-status.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiFetch } from '../../lib/use-api.ts';

/**
 * Uploading and removing one file of the CV at `url` (the photo, the own document) with the docs/product/states.md
 * states: a file over `maxBytes` is refused before sending, the server's refusal is shown translated.
 */
export function useCvUpload<Stored>({
  url,
  maxBytes,
  tooLarge,
  onStored,
  onRemoved,
}: {
  url: string;
  maxBytes: number;
  /** The message for a file over `maxBytes`. */
  tooLarge: string;
  onStored: (stored: Stored) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('cv');
  const apiFetch = useApiFetch();
  const action = useAsyncStatus<string>();
  const [done, setDone] = useState<'saved' | 'removed'>('saved');

  const refusal = (error: unknown) =>
    isApiError(error)
      ? (Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message)
      : t('editor.saveFailed');

  const upload = (file: File) =>
    action.run(async () => {
      if (file.size > maxBytes) throw tooLarge;
      const body = new FormData();
      body.append('file', file);
      let stored: Stored;
      try {
        stored = await apiFetch<Stored>(url, { method: 'PUT', body });
      } catch (error) {
        throw refusal(error);
      }
      setDone('saved');
      onStored(stored);
    });

  const remove = () =>
    action.run(async () => {
      try {
        await apiFetch(url, { method: 'DELETE' });
      } catch (error) {
        throw refusal(error);
      }
      setDone('removed');
      onRemoved();
    });

  return { action, done, upload, remove };
}

import { useCallback } from 'react';
import type { ComboboxItem } from '../components/ui/tag-combobox.tsx';
import { useApiErrorToast, useApiFetch } from './use-api.ts';

/** The longest `name` that `GET /api/expertises` takes. */
const MAX_QUERY = 80;

export interface TechnologySearchOptions {
  /** What a chosen technology sends: its catalog id, or its name. */
  value: 'id' | 'name';
  /**
   * Any name may be chosen, not only the catalog's: the typed text (cut to this length) leads the
   * suggestions unless the catalog has that very name, and a failed look-up offers just it, quietly.
   * Without it a failed look-up is shown as a toast.
   */
  freeTextMaxLength?: number;
}

/** Technologies of the catalog (`GET /api/expertises?name=`) matching what was typed, as tag-combobox suggestions. */
export function useTechnologySearch({
  value,
  freeTextMaxLength,
}: TechnologySearchOptions): (query: string, signal: AbortSignal) => Promise<ComboboxItem[]> {
  const apiFetch = useApiFetch();
  const showError = useApiErrorToast();
  return useCallback(
    async (query: string, signal: AbortSignal): Promise<ComboboxItem[]> => {
      const freeText = freeTextMaxLength !== undefined;
      const typed = freeText ? query.trim().slice(0, freeTextMaxLength) : query.slice(0, MAX_QUERY);
      let found: ComboboxItem[] = [];
      try {
        const hits = await apiFetch<{ id: number; name: string }[]>(
          `/api/expertises?name=${encodeURIComponent(typed)}`,
          { signal },
        );
        found = hits.map((e) => ({ value: value === 'id' ? String(e.id) : e.name, label: e.name }));
      } catch (error) {
        if (!freeText) showError(error);
      }
      if (!freeText || !typed) return found;
      const exact = found.some((e) => e.label.toLowerCase() === typed.toLowerCase());
      return exact ? found : [{ value: typed, label: typed }, ...found];
    },
    [apiFetch, showError, value, freeTextMaxLength],
  );
}

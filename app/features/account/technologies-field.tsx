import { useCallback, useEffect, useRef, useState } from 'react';
import { Select } from '../../components/ui/select.tsx';
import { TagCombobox, type ComboboxItem } from '../../components/ui/tag-combobox.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText, type FieldLike } from '../../lib/form-helpers.ts';
import { useApiErrorToast, useApiFetch } from '../../lib/use-api.ts';

/** Hidden inputs beside the ids, so a reply from the server can show the chips with their names. */
export const EXPERTISE_NAMES_FIELD = 'expertiseNames';
const MAX_TECHNOLOGIES = 30;

/** Technologies matching what was typed, as combobox items; a failure is shown as a toast. */
function useExpertiseSearch() {
  const apiFetch = useApiFetch();
  const showError = useApiErrorToast();
  return useCallback(
    async (query: string, signal: AbortSignal): Promise<ComboboxItem[]> => {
      try {
        const hits = await apiFetch<{ id: number; name: string }[]>(
          `/api/expertises?name=${encodeURIComponent(query.slice(0, 80))}`,
          { signal },
        );
        return hits.map((e) => ({ value: String(e.id), label: e.name }));
      } catch (error) {
        showError(error);
        return [];
      }
    },
    [apiFetch, showError],
  );
}

/**
 * Technologies (SPEC §5: at least one): a searching tag input after hydration, a plain
 * `<select multiple>` of the first technologies before it (and without JavaScript).
 */
export function TechnologiesField({
  field,
  initialIds,
  initialNames,
  fallback,
  onChanged,
  className,
}: {
  field: FieldLike;
  initialIds: string[];
  initialNames: string[];
  /** The technologies of the no-JavaScript list. */
  fallback: readonly ComboboxItem[];
  /** Called after the chosen technologies changed (to validate the field again). */
  onChanged: () => void;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const searchExpertises = useExpertiseSearch();
  const [selected, setSelected] = useState<ComboboxItem[]>(() =>
    initialIds.map((id, i) => ({
      value: id,
      label: initialNames[i] ?? fallback.find((o) => o.value === id)?.label ?? id,
    })),
  );
  const changed = useRef(false);
  const onChangedRef = useRef(onChanged);
  useEffect(() => {
    onChangedRef.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    // After the hidden inputs are in the DOM, so the validation reads the new list.
    if (changed.current) onChangedRef.current();
  }, [selected]);
  const update = useCallback((items: ComboboxItem[]) => {
    changed.current = true;
    setSelected(items);
  }, []);

  const errors = errorText(field.errors);
  return (
    <div className={className}>
      {hydrated ? (
        <TagCombobox
          id={field.id}
          name={field.name}
          labelName={EXPERTISE_NAMES_FIELD}
          label={t('fields.technologies')}
          hint={t('fields.technologiesHint')}
          placeholder={t('fields.technologiesPlaceholder')}
          errors={errors}
          selected={selected}
          onChange={update}
          search={searchExpertises}
          max={MAX_TECHNOLOGIES}
          onBlur={() => {
            if (!selected.length) onChangedRef.current();
          }}
          texts={{
            remove: (name) => t('fields.technologiesRemove', { name }),
            selected: t('fields.technologiesSelected'),
            loading: t('fields.technologiesLoading'),
            noResults: t('fields.technologiesNoResults'),
            failed: t('common:errors.apiNotFound'),
            results: (count) => t('fields.technologiesResults', { count }),
          }}
        />
      ) : (
        <Select
          id={field.id}
          name={field.name}
          label={t('fields.technologies')}
          hint={t('fields.technologiesFallbackHint')}
          errors={errors}
          options={fallback}
          multiple
          size={8}
          defaultValue={initialIds}
        />
      )}
    </div>
  );
}

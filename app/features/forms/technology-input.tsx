import { useCallback, useEffect, useRef, useState } from 'react';
import { TagCombobox, type ComboboxItem } from '../../components/ui/tag-combobox.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useApiFetch } from '../../lib/use-api.ts';
import { useErrorText, type FieldLike } from '../../lib/form-helpers.ts';

/** Values of a repeated field of a server reply. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

/** Catalog technologies matching what was typed, led by the typed text itself (a technology not listed yet). */
function useTechnologySearch() {
  const apiFetch = useApiFetch();
  return useCallback(
    async (query: string, signal: AbortSignal): Promise<ComboboxItem[]> => {
      const typed = query.trim().slice(0, 60);
      let names: string[] = [];
      try {
        const hits = await apiFetch<{ id: number; name: string }[]>(
          `/api/expertises?name=${encodeURIComponent(typed)}`,
          { signal },
        );
        names = hits.map((e) => e.name);
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw error;
      }
      const exact = names.some((n) => n.toLowerCase() === typed.toLowerCase());
      return [...(exact || !typed ? [] : [typed]), ...names].map((n) => ({ value: n, label: n }));
    },
    [apiFetch],
  );
}

/**
 * Technologies by name: a searching tag input once scripts run (any name may be added), a plain
 * comma-separated text field before that and without JavaScript. The schema accepts both.
 */
export function TechnologyInput({
  field,
  initial,
  label,
  hint,
  optional,
  max,
  onChanged,
  className,
}: {
  field: FieldLike;
  initial: string[];
  label: string;
  hint: string;
  optional?: string;
  max: number;
  /** After the chosen technologies changed (validate the field again). */
  onChanged: () => void;
  className?: string;
}) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const search = useTechnologySearch();
  const [selected, setSelected] = useState<ComboboxItem[]>(() =>
    initial.map((n) => ({ value: n, label: n })),
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
          label={optional ? `${label} ${optional}` : label}
          hint={t('technologies.hint')}
          placeholder={t('technologies.placeholder')}
          errors={errors}
          selected={selected}
          onChange={update}
          search={search}
          max={max}
          texts={{
            remove: (name) => t('technologies.remove', { name }),
            selected: t('technologies.selected'),
            loading: t('technologies.loading'),
            noResults: t('technologies.noResults'),
            failed: t('technologies.noResults'),
            results: (count) => t('technologies.results', { count }),
          }}
        />
      ) : (
        <TextField
          id={field.id}
          name={field.name}
          label={label}
          optional={optional}
          hint={hint}
          errors={errors}
          defaultValue={initial.join(', ')}
          maxLength={1000}
        />
      )}
    </div>
  );
}

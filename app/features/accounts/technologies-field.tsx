import { TagComboboxField, type ComboboxItem } from '../../components/ui/tag-combobox.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText, type FieldLike } from '../../lib/form-helpers.ts';
import { useTechnologySearch } from '../../lib/use-technology-search.ts';

/** Hidden inputs beside the ids, so a reply from the server can show the chips with their names. */
export const EXPERTISE_NAMES_FIELD = 'expertiseNames';
const MAX_TECHNOLOGIES = 30;

/**
 * Technologies (docs/product/validation.md: at least one): a searching tag input after hydration, a plain
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
  const searchExpertises = useTechnologySearch({ value: 'id' });
  return (
    <div className={className}>
      <TagComboboxField
        id={field.id}
        name={field.name}
        labelName={EXPERTISE_NAMES_FIELD}
        label={t('fields.technologies')}
        hint={t('fields.technologiesHint')}
        placeholder={t('fields.technologiesPlaceholder')}
        errors={errorText(field.errors)}
        initial={() =>
          initialIds.map((id, i) => ({
            value: id,
            label: initialNames[i] ?? fallback.find((o) => o.value === id)?.label ?? id,
          }))
        }
        onChanged={onChanged}
        onBlur={(selected) => {
          if (!selected.length) onChanged();
        }}
        search={searchExpertises}
        max={MAX_TECHNOLOGIES}
        texts={{
          remove: (name) => t('fields.technologiesRemove', { name }),
          selected: t('fields.technologiesSelected'),
          loading: t('fields.technologiesLoading'),
          noResults: t('fields.technologiesNoResults'),
          failed: t('common:errors.apiNotFound'),
          results: (count) => t('fields.technologiesResults', { count }),
        }}
        fallback={{ options: fallback, hint: t('fields.technologiesFallbackHint') }}
      />
    </div>
  );
}

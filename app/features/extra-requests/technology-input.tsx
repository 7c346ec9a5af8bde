import { TagComboboxField } from '../../components/ui/tag-combobox.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText, type FieldLike } from '../../lib/form-helpers.ts';
import { useTechnologySearch } from '../../lib/use-technology-search.ts';

/** The longest technology name a request takes (contracts/extra-requests.ts). */
const MAX_NAME = 60;

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
  const search = useTechnologySearch({ value: 'name', freeTextMaxLength: MAX_NAME });
  const errors = errorText(field.errors);
  return (
    <div className={className}>
      <TagComboboxField
        id={field.id}
        name={field.name}
        label={optional ? `${label} ${optional}` : label}
        hint={t('technologies.hint')}
        placeholder={t('technologies.placeholder')}
        errors={errors}
        initial={() => initial.map((n) => ({ value: n, label: n }))}
        onChanged={onChanged}
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
        fallback={{
          field: (
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
          ),
        }}
      />
    </div>
  );
}

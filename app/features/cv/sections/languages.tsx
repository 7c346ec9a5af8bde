import { languageLevels } from '../../../../contracts/cv.ts';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { EntryList } from '../entry-list.tsx';
import { useCvSection } from './cv-section-state.tsx';
import { SectionCard, useEntryLabels } from './section-card.tsx';

/** Spoken languages with their CEFR level (not translated: a language's name is written once). */
export function LanguagesSection() {
  const { t } = useTranslation('cv');
  const form = useCvSection('languages');
  const { err } = form;
  const labels = useEntryLabels('languages');
  return (
    <SectionCard form={form} title={t('editor.languages.title')}>
      <EntryList
        items={form.cv.languages}
        onChange={(languages) => form.change({ languages })}
        blank={() => ({ language: '', level: 'B2' as const })}
        name={(x, i) => x.language || t('editor.languages.entry', { n: i + 1 })}
        labels={labels}
        render={(x, i, update) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`languages.${i}.language`}
              label={t('editor.languages.language')}
              value={x.language}
              errors={err(`languages.${i}.language`)}
              onChange={(v) => update({ ...x, language: v.target.value })}
            />
            <Select
              id={`languages.${i}.level`}
              label={t('editor.languages.level')}
              value={x.level}
              placeholder={x.level ? undefined : t('import.levelChoose')}
              errors={err(`languages.${i}.level`)}
              options={languageLevels.map((l) => ({ value: l, label: t(`editor.levels.${l}`) }))}
              onChange={(v) => update({ ...x, level: v.target.value as typeof x.level })}
            />
          </div>
        )}
      />
    </SectionCard>
  );
}

import { MAX_SPECIALIZATIONS, technologyYears } from '../../../../contracts/cv.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { EntryList } from '../entry-list.tsx';
import { useCvSection } from './cv-section-state.tsx';
import { SectionCard, useEntryLabels } from './section-card.tsx';

/**
 * Technologies with years of practice, named from the catalogue (suggested as you type). At most 9
 * are specialisations: with 9 marked, the other boxes are disabled and the section says why.
 */
export function TechnologiesSection({ technologyNames }: { technologyNames: readonly string[] }) {
  const { t } = useTranslation('cv');
  const form = useCvSection('technologies');
  const { err } = form;
  const labels = useEntryLabels('technologies');
  const technologies = form.cv.technologies;
  const full = technologies.filter((x) => x.specialization).length >= MAX_SPECIALIZATIONS;
  return (
    <SectionCard form={form} title={t('editor.technologies.title')} intro={t('editor.technologies.intro')}>
      <datalist id="cv-technology-names">
        {technologyNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <EntryList
        items={technologies}
        onChange={(list) => form.change({ technologies: list })}
        blank={() => ({ name: '', years: '1' as const, specialization: false })}
        name={(x, i) => x.name || t('editor.technologies.entry', { n: i + 1 })}
        labels={labels}
        render={(x, i, update) => {
          const p = `technologies.${i}`;
          return (
            <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
              <TextField
                id={`${p}.name`}
                list="cv-technology-names"
                label={t('editor.technologies.name')}
                value={x.name}
                errors={err(`${p}.name`)}
                onChange={(v) => update({ ...x, name: v.target.value })}
              />
              <Select
                id={`${p}.years`}
                label={t('editor.technologies.years')}
                value={x.years}
                errors={err(`${p}.years`)}
                options={technologyYears.map((y) => ({ value: y, label: t(`editor.years.${y}`) }))}
                onChange={(v) => update({ ...x, years: v.target.value as typeof x.years })}
              />
              <Checkbox
                id={`${p}.specialization`}
                label={t('editor.technologies.specialization')}
                checked={x.specialization}
                disabled={full && !x.specialization}
                onChange={(v) => update({ ...x, specialization: v.target.checked })}
              />
            </div>
          );
        }}
      />
      {full ? (
        <p role="status" className="text-sm text-slate-700">
          {t('editor.technologies.specializationFull')}
        </p>
      ) : null}
    </SectionCard>
  );
}

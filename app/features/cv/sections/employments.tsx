import { countSentences, SUGGESTED_SENTENCES, type CvDocument } from '../../../../contracts/cv.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TagCombobox } from '../../../components/ui/tag-combobox.tsx';
import { ConfidentialEmployer } from '../confidential-employer.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useTechnologySearch } from '../../../lib/use-technology-search.ts';
import { EntryList } from '../entry-list.tsx';
import { useCvSection, type CvSectionForm } from './cv-section-state.tsx';
import { MonthField, typedMonth } from './month-field.tsx';
import { SectionCard, useEntryLabels } from './section-card.tsx';

type Employment = CvDocument['employments'][number];

/** Typed months tidied (`03/2021` → `2021-03`) before the section is checked and saved. */
const tidyDates = ({ employments = [] }: Partial<CvDocument>): Partial<CvDocument> => ({
  employments: employments.map((e) => ({
    ...e,
    from: typedMonth(e.from),
    to: e.to === null ? null : typedMonth(e.to),
  })),
});

/** Employment: company, position and description per language, the period, the technologies used. */
export function EmploymentsSection() {
  const { t } = useTranslation('cv');
  const form = useCvSection('employments', tidyDates);
  const labels = useEntryLabels('employments');
  return (
    <SectionCard form={form} title={t('editor.employments.title')}>
      <EntryList
        items={form.cv.employments}
        onChange={(employments) => form.change({ employments })}
        blank={() => ({ company: '', position: {}, from: '', to: null, description: {}, technologies: [] })}
        name={(e, i) => e.company || t('editor.employments.entry', { n: i + 1 })}
        labels={labels}
        render={(entry, i, update) => (
          <EmploymentEntry form={form} entry={entry} path={`employments.${i}`} update={update} />
        )}
      />
    </SectionCard>
  );
}

/** One employment's fields (`path`: `employments.N`, as the API names its errors). */
function EmploymentEntry({
  form: { err, textField, descriptionField, textOf },
  entry: e,
  path: p,
  update,
}: {
  form: CvSectionForm;
  entry: Employment;
  path: string;
  update: (entry: Employment) => void;
}) {
  const { t } = useTranslation('cv');
  const searchTechnologies = useTechnologySearch({ value: 'name', freeTextMaxLength: 60 });
  const [min, max] = SUGGESTED_SENTENCES.employment;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${p}.company`}
          label={t('editor.employments.company')}
          value={e.company}
          errors={err(`${p}.company`)}
          onChange={(x) => update({ ...e, company: x.target.value })}
        />
        <TextField
          {...textField(`${p}.position`, t('editor.employments.position'), e.position, (position) =>
            update({ ...e, position }),
          )}
        />
        <MonthField
          id={`${p}.from`}
          label={t('editor.from')}
          value={e.from}
          errors={err(`${p}.from`)}
          onChange={(from) => update({ ...e, from })}
        />
        <div className="space-y-2">
          <MonthField
            id={`${p}.to`}
            label={t('editor.to')}
            disabled={e.to === null}
            value={e.to ?? ''}
            errors={err(`${p}.to`)}
            onChange={(to) => update({ ...e, to })}
          />
          <Checkbox
            id={`${p}.present`}
            label={t('editor.present')}
            checked={e.to === null}
            onChange={(x) => update({ ...e, to: x.target.checked ? null : '' })}
          />
        </div>
      </div>
      <TextArea
        {...descriptionField(`${p}.description`, e.description, (description) =>
          update({ ...e, description }),
        )}
        hint={t('editor.lengthHint', { min, max, count: countSentences(textOf(e.description)) })}
      />
      <TagCombobox
        id={`${p}.technologies`}
        name={`${p}.technologies`}
        label={t('editor.employments.technologies')}
        hint={t('editor.employments.technologiesHint')}
        errors={
          err(`${p}.technologies`) ?? e.technologies.flatMap((_, k) => err(`${p}.technologies.${k}`) ?? [])
        }
        selected={e.technologies.map((name) => ({ value: name, label: name }))}
        onChange={(items) => update({ ...e, technologies: items.map((item) => item.value) })}
        search={searchTechnologies}
        max={30}
        texts={{
          remove: (name) => t('editor.picker.remove', { name }),
          selected: t('editor.picker.selected'),
          loading: t('editor.picker.loading'),
          noResults: t('editor.picker.noResults'),
          failed: t('common:errors.apiNotFound'),
          results: (count) => t('editor.picker.results', { count }),
        }}
      />
      <ConfidentialEmployer id={p} employment={e} errors={err} onChange={(x) => update({ ...e, ...x })} />
    </>
  );
}

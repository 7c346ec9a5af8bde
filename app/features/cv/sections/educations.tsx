import { countSentences, SUGGESTED_SENTENCES, type CvDocument } from '../../../../contracts/cv.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { EntryList } from '../entry-list.tsx';
import { useCvSection } from './cv-section-state.tsx';
import { MonthField, typedMonth } from './month-field.tsx';
import { SectionCard, useEntryLabels } from './section-card.tsx';

const tidy = (value: string | null) => (value ? typedMonth(value) : value);
/** Typed months tidied (`03/2021` → `2021-03`) before the section is checked and saved. */
const tidyDates = ({ educations = [] }: Partial<CvDocument>): Partial<CvDocument> => ({
  educations: educations.map((e) => ({ ...e, from: tidy(e.from), to: tidy(e.to) })),
});

/** Education: diploma, school, faculty and description per language, and the optional period. */
export function EducationsSection() {
  const { t } = useTranslation('cv');
  const form = useCvSection('educations', tidyDates);
  const { err, textField, descriptionField, textOf } = form;
  const labels = useEntryLabels('educations');
  const [min, max] = SUGGESTED_SENTENCES.education;
  return (
    <SectionCard form={form} title={t('editor.educations.title')}>
      <EntryList
        items={form.cv.educations}
        onChange={(educations) => form.change({ educations })}
        blank={() => ({ diploma: {}, school: {}, faculty: {}, from: null, to: null, description: {} })}
        name={(e, i) => textOf(e.school) || t('editor.educations.entry', { n: i + 1 })}
        labels={labels}
        render={(e, i, update) => {
          const p = `educations.${i}`;
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  {...textField(`${p}.diploma`, t('editor.educations.diploma'), e.diploma, (diploma) =>
                    update({ ...e, diploma }),
                  )}
                />
                <TextField
                  {...textField(`${p}.school`, t('editor.educations.school'), e.school, (school) =>
                    update({ ...e, school }),
                  )}
                />
                <TextField
                  {...textField(`${p}.faculty`, t('editor.educations.faculty'), e.faculty, (faculty) =>
                    update({ ...e, faculty }),
                  )}
                  optional={t('editor.optional')}
                />
                <div className="hidden sm:block" />
                <MonthField
                  id={`${p}.from`}
                  label={t('editor.from')}
                  optional={t('editor.optional')}
                  value={e.from ?? ''}
                  errors={err(`${p}.from`)}
                  onChange={(from) => update({ ...e, from })}
                />
                <MonthField
                  id={`${p}.to`}
                  label={t('editor.to')}
                  optional={t('editor.optional')}
                  value={e.to ?? ''}
                  errors={err(`${p}.to`)}
                  onChange={(to) => update({ ...e, to })}
                />
              </div>
              <TextArea
                {...descriptionField(`${p}.description`, e.description, (description) =>
                  update({ ...e, description }),
                )}
                hint={t('editor.lengthHint', { min, max, count: countSentences(textOf(e.description)) })}
              />
            </>
          );
        }}
      />
    </SectionCard>
  );
}

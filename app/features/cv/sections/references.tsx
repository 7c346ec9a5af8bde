import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { EntryList } from '../entry-list.tsx';
import { useCvSection } from './cv-section-state.tsx';
import { SectionCard, useEntryLabels } from './section-card.tsx';

/** References: a link (written once) and a description in the tab's language. */
export function ReferencesSection() {
  const { t } = useTranslation('cv');
  const form = useCvSection('references');
  const { err, descriptionField } = form;
  const labels = useEntryLabels('references');
  return (
    <SectionCard form={form} title={t('editor.references.title')}>
      <EntryList
        items={form.cv.references}
        onChange={(references) => form.change({ references })}
        blank={() => ({ link: '', description: {} })}
        name={(x, i) => x.link || t('editor.references.entry', { n: i + 1 })}
        labels={labels}
        render={(x, i, update) => (
          <>
            <TextField
              id={`references.${i}.link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              label={t('editor.references.link')}
              value={x.link}
              errors={err(`references.${i}.link`)}
              onChange={(v) => update({ ...x, link: v.target.value })}
            />
            <TextArea
              {...descriptionField(`references.${i}.description`, x.description, (description) =>
                update({ ...x, description }),
              )}
            />
          </>
        )}
      />
    </SectionCard>
  );
}

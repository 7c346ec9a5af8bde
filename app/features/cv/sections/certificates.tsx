import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { EntryList } from '../entry-list.tsx';
import { useCvSection } from './cv-section-state.tsx';
import { SectionCard, useEntryLabels } from './section-card.tsx';

/** Certificates: name and description in the tab's language. */
export function CertificatesSection() {
  const { t } = useTranslation('cv');
  const form = useCvSection('certificates');
  const { textField, descriptionField, textOf } = form;
  const labels = useEntryLabels('certificates');
  return (
    <SectionCard form={form} title={t('editor.certificates.title')}>
      <EntryList
        items={form.cv.certificates}
        onChange={(certificates) => form.change({ certificates })}
        blank={() => ({ name: {}, description: {} })}
        name={(x, i) => textOf(x.name) || t('editor.certificates.entry', { n: i + 1 })}
        labels={labels}
        render={(x, i, update) => (
          <>
            <TextField
              {...textField(`certificates.${i}.name`, t('editor.certificates.name'), x.name, (name) =>
                update({ ...x, name }),
              )}
            />
            <TextArea
              {...descriptionField(`certificates.${i}.description`, x.description, (description) =>
                update({ ...x, description }),
              )}
            />
          </>
        )}
      />
    </SectionCard>
  );
}

import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { CvPhotoField } from '../cv-photo-field.tsx';
import { useCvSection } from './cv-section-state.tsx';
import { SectionCard } from './section-card.tsx';

/** Basic information: the photo (uploaded on its own), the position and the bio in the tab's language. */
export function BasicSection({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useTranslation('cv');
  const form = useCvSection('basic');
  const { cv, change, textField } = form;
  return (
    <SectionCard form={form} title={t('editor.basic.title')} intro={t('editor.basic.intro')}>
      <CvPhotoField initialHasPhoto={hasPhoto} />
      <TextField
        {...textField('position', t('editor.basic.position'), cv.position, (position) =>
          change({ position }),
        )}
        maxLength={200}
      />
      <TextArea {...textField('bio', t('editor.basic.bio'), cv.bio, (bio) => change({ bio }))} rows={5} />
    </SectionCard>
  );
}

import { useTranslation } from '../../i18n/react.tsx';
import { FieldEmail, FieldText, type Field } from './bound-fields.tsx';

/** Name and e-mail, the contact fields of every variant. */
export function ContactFields({ name, email }: { name: Field; email: Field }) {
  const { t } = useTranslation('questionnaire');
  return (
    <>
      <FieldText field={name} required label={t('form.name')} autoComplete="name" maxLength={120} />
      <FieldEmail
        field={email}
        required
        label={t('form.email')}
        hint={t('form.emailHint')}
        autoComplete="email"
        maxLength={254}
      />
    </>
  );
}

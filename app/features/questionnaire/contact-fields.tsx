import { EmailField } from '../../components/ui/email-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText } from '../../lib/form-helpers.ts';

interface Field {
  id: string;
  name: string;
  key: string | undefined;
  initialValue?: unknown;
  errors?: string[] | undefined;
}

/** Name and e-mail, the contact fields of every variant. */
export function ContactFields({ name, email }: { name: Field; email: Field }) {
  const { t } = useTranslation('questionnaire');
  const errorText = useErrorText();
  return (
    <>
      <TextField
        id={name.id}
        name={name.name}
        key={name.key}
        required
        defaultValue={(name.initialValue as string | undefined) ?? ''}
        label={t('form.name')}
        autoComplete="name"
        maxLength={120}
        errors={errorText(name.errors)}
      />
      <EmailField
        id={email.id}
        name={email.name}
        key={email.key}
        required
        defaultValue={(email.initialValue as string | undefined) ?? ''}
        label={t('form.email')}
        hint={t('form.emailHint')}
        autoComplete="email"
        maxLength={254}
        errors={errorText(email.errors)}
      />
    </>
  );
}

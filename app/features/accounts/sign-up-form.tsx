import { signUp as constraint } from '../../lib/form-constraints/sign-up.ts';
import { getFormProps, type SubmissionResult } from '../../lib/form-helpers.ts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { FormSection } from './auth-card.tsx';
import { AvatarField } from './avatar-field.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { useControlProps, useErrorText, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { ContactFields, NameFields, useProfileLabels } from './profile-fields.tsx';
import type { ProfileFormOptions } from './profile-options.ts';
import { SignUpClosingSections } from './profile-sections.tsx';

const AVATAR_FIELD = 'avatar';

/** The registration form (docs/product/entities.md): account, contact, career, photo, preferences and consent. */
export function SignUpForm({
  lastResult,
  options,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  options: ProfileFormOptions;
}) {
  const { t } = useTranslation('account');
  const { locale, href } = useLocale();
  const control = useControlProps();
  const errorText = useErrorText();
  const submitting = useSubmitting();
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const [form, fields] = useSchemaForm({
    id: 'sign-up',
    schema: () => import('../../../contracts/account.ts').then((m) => m.signUpSchema),
    constraint,
    lastResult,
  });
  const labels = useProfileLabels(fields);
  const serverAvatarErrors = form.allErrors[AVATAR_FIELD];
  const avatarErrors = errorText(avatarProblem ? [avatarProblem] : serverAvatarErrors);
  const avatarId = `${form.id}-${AVATAR_FIELD}`;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (avatarProblem) {
      // The photo is refused before anything is sent; the message is already under the field.
      event.preventDefault();
      document.getElementById(avatarId)?.focus();
      return;
    }
    form.onSubmit(event);
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="space-y-8"
    >
      <ErrorSummary
        form={form}
        fields={{
          firstName: labels.firstName,
          lastName: labels.lastName,
          email: { id: fields.email.id, label: t('fields.email') },
          password: { id: fields.password.id, label: t('fields.password') },
          phoneCountry: labels.phoneCountry,
          phone: labels.phone,
          city: labels.city,
          country: labels.country,
          profession: labels.profession,
          experience: labels.experience,
          expertises: labels.expertises,
          nonItReason: labels.nonItReason,
          jobLookingHorizon: labels.jobLookingHorizon,
          [AVATAR_FIELD]: { id: avatarId, label: t('fields.avatar') },
          utmSource: labels.utmSource,
          gdprAgreementAccepted: labels.gdprAgreementAccepted,
        }}
        extra={{ [AVATAR_FIELD]: avatarProblem }}
      />
      <input type="hidden" name={fields.language.name} value={locale} />

      <FormSection id="sign-up-account" title={t('signUp.sections.account')}>
        <NameFields fields={fields} />
        <EmailField
          {...control(fields.email)}
          label={t('fields.email')}
          autoComplete="email"
          maxLength={254}
        />
        <PasswordField
          {...control(fields.password)}
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
      </FormSection>

      <FormSection id="sign-up-about" title={t('signUp.sections.about')}>
        <ContactFields fields={fields} options={options} />
        <AvatarField
          id={avatarId}
          name={AVATAR_FIELD}
          errors={avatarErrors}
          onProblem={setAvatarProblem}
          className="sm:col-span-2"
        />
      </FormSection>

      <SignUpClosingSections
        idPrefix="sign-up"
        form={form}
        fields={fields}
        options={options}
        lastResult={lastResult}
      >
        <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            {t('signUp.haveAccount')}{' '}
            <Link to={href('/sign-in')} className="font-semibold">
              {t('signUp.signIn')}
            </Link>
          </p>
          <Button type="submit" size="lg" pending={submitting} pendingLabel={t('signUp.submitting')}>
            {t('signUp.submit')}
          </Button>
        </div>
      </SignUpClosingSections>
    </Form>
  );
}

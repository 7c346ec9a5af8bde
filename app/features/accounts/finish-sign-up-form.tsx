import { finishSignUp as constraint } from '../../lib/form-constraints/finish-sign-up.ts';
import { getFormProps, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { FormSection } from './auth-card.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { ContactFields, NameFields, useProfileLabels } from './profile-fields.tsx';
import type { ProfileFormOptions } from './profile-options.ts';
import { SignUpClosingSections } from './profile-sections.tsx';

/** The profile of an account created by a social sign-in: the sign-up form without e-mail and password. */
export function FinishSignUpForm({
  lastResult,
  options,
  defaultName,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  options: ProfileFormOptions;
  /** First and last name from the social account. */
  defaultName: { firstName: string; lastName: string };
}) {
  const { t } = useTranslation('account');
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'finish-sign-up',
    schema: () => import('../../../contracts/account.ts').then((m) => m.finishSignUpSchema),
    constraint,
    lastResult,
    defaultValue: { ...defaultName, utmSource: options.utmSource },
  });
  const labels = useProfileLabels(fields);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <ErrorSummary form={form} fields={labels} />
      <FormSection id="finish-about" title={t('signUp.sections.about')}>
        <NameFields fields={fields} />
        <ContactFields fields={fields} options={options} />
      </FormSection>
      <SignUpClosingSections
        idPrefix="finish"
        form={form}
        fields={fields}
        options={options}
        lastResult={lastResult}
      >
        <div className="flex justify-end">
          <Button type="submit" size="lg" pending={submitting} pendingLabel={t('finish.submitting')}>
            {t('finish.submit')}
          </Button>
        </div>
      </SignUpClosingSections>
    </Form>
  );
}

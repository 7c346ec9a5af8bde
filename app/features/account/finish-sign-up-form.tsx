import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { finishSignUpSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { FormSection } from './auth-card.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { constraintOf, listOf, useSubmitting } from './form-helpers.ts';
import {
  CareerFields,
  ConsentField,
  ContactFields,
  NameFields,
  OPTIONAL_PROFILE_CHECKBOXES,
  PreferenceFields,
  useProfileLabels,
} from './profile-fields.tsx';
import type { ProfileFormOptions } from './profile-options.ts';
import { EXPERTISE_NAMES_FIELD } from './technologies-field.tsx';

const constraint = constraintOf(finishSignUpSchema, OPTIONAL_PROFILE_CHECKBOXES);

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
  const [form, fields] = useForm({
    id: 'finish-sign-up',
    lastResult,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { ...defaultName, utmSource: options.utmSource },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: finishSignUpSchema }),
  });
  const labels = useProfileLabels(fields);
  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <ErrorSummary form={form} fields={labels} />
      <FormSection id="finish-about" title={t('signUp.sections.about')}>
        <NameFields fields={fields} />
        <ContactFields fields={fields} options={options} />
      </FormSection>
      <FormSection
        id="finish-career"
        title={t('signUp.sections.career')}
        description={t('signUp.sections.careerText')}
      >
        <CareerFields
          fields={fields}
          options={options}
          expertiseNames={listOf(initial[EXPERTISE_NAMES_FIELD])}
          onTechnologiesChanged={() => form.validate({ name: fields.expertises.name })}
        />
      </FormSection>
      <FormSection id="finish-preferences" title={t('signUp.sections.preferences')}>
        <PreferenceFields fields={fields} options={options} />
      </FormSection>
      <div className="space-y-6 border-t border-slate-200 pt-8">
        <ConsentField field={fields.gdprAgreementAccepted} />
        <div className="flex justify-end">
          <Button type="submit" size="lg" pending={submitting} pendingLabel={t('finish.submitting')}>
            {t('finish.submit')}
          </Button>
        </div>
      </div>
    </Form>
  );
}

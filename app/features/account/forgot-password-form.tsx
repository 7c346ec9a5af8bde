import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { forgotPasswordSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { constraintOf, useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';

const constraint = constraintOf(forgotPasswordSchema);

/** Asks for a password reset link. */
export function ForgotPasswordForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'forgot-password',
    schema: forgotPasswordSchema,
    constraint,
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorSummary form={form} fields={{ email: { id: fields.email.id, label: t('fields.email') } }} />
      <EmailField {...control(fields.email)} label={t('fields.email')} autoComplete="email" />
      <Button type="submit" size="lg" block pending={submitting} pendingLabel={t('forgot.submitting')}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}

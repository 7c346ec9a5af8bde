import { forgotPassword as constraint } from '../../lib/form-constraints/forgot-password.ts';
import { getFormProps, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';

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
    schema: () => import('../../../contracts/account.ts').then((m) => m.forgotPasswordSchema),
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

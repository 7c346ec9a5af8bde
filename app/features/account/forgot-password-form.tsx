import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { forgotPasswordSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { constraintOf, useControlProps, useSubmitting } from './form-helpers.ts';

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
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorSummary form={form} fields={{ email: { id: fields.email.id, label: t('fields.email') } }} />
      <TextField
        {...control(fields.email)}
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" size="lg" block pending={submitting} pendingLabel={t('forgot.submitting')}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}

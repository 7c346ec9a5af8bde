import { resetPassword as constraint } from '../../lib/form-constraints/reset-password.ts';
import { getFormProps, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';

/** A new password and its confirmation; the link's token travels in a hidden field. */
export function ResetPasswordForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'reset-password',
    schema: () => import('../../../contracts/account.ts').then((m) => m.resetPasswordSchema),
    constraint,
    lastResult,
  });
  const passwordTexts = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorSummary
        form={form}
        fields={{
          password: { id: fields.password.id, label: t('fields.newPassword') },
          confirmPassword: { id: fields.confirmPassword.id, label: t('fields.confirmPassword') },
        }}
      />
      <input type="hidden" name={fields.token.name} value={token} />
      <PasswordField
        {...control(fields.password)}
        {...passwordTexts}
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        {...control(fields.confirmPassword)}
        {...passwordTexts}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" block pending={submitting} pendingLabel={t('reset.submitting')}>
        {t('reset.submit')}
      </Button>
    </Form>
  );
}

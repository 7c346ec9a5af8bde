import { changePassword as constraint } from '../../../lib/form-constraints/change-password.ts';
import { getFormProps, type SubmissionResult } from '../../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorSummary } from '../../../lib/error-summary.tsx';
import { useControlProps, useSchemaForm, useSubmitting } from '../../../lib/form-helpers.ts';
import { INTENT_FIELD, settingsIntents } from './protocol.ts';

/**
 * Current, new and repeated password. The current password also proves a recent sign-in, so an
 * older session needs no extra prompt; the server signs every other session out.
 */
export function ChangePasswordForm({
  lastResult,
  changed,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  changed: boolean;
}) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const control = useControlProps();
  const submitting = useSubmitting(settingsIntents.changePassword);
  const [form, fields] = useSchemaForm({
    id: 'change-password',
    schema: () => import('../../../../contracts/account.ts').then((m) => m.changePasswordSchema),
    constraint,
    lastResult,
  });
  const texts = { showLabel: ta('fields.showPassword'), hideLabel: ta('fields.hidePassword') };
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-5">
      {changed ? (
        <FormAlert tone="success" title={t('password.changedTitle')}>
          {t('password.changed')}
        </FormAlert>
      ) : null}
      <ErrorSummary
        form={form}
        fields={{
          currentPassword: { id: fields.currentPassword.id, label: t('password.current') },
          newPassword: { id: fields.newPassword.id, label: t('password.new') },
          confirmPassword: { id: fields.confirmPassword.id, label: t('password.confirm') },
        }}
      />
      <input type="hidden" name={INTENT_FIELD} value={settingsIntents.changePassword} />
      <PasswordField
        {...control(fields.currentPassword)}
        {...texts}
        label={t('password.current')}
        autoComplete="current-password"
      />
      <PasswordField
        {...control(fields.newPassword)}
        {...texts}
        label={t('password.new')}
        hint={ta('fields.passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        {...control(fields.confirmPassword)}
        {...texts}
        label={t('password.confirm')}
        autoComplete="new-password"
      />
      <Button type="submit" pending={submitting} pendingLabel={t('password.submitting')}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}

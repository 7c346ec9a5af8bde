import { signIn as constraint } from '../../lib/form-constraints/sign-in.ts';
import { getFormProps, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';

/** E-mail and password sign-in; validated in the browser and again by the action. */
export function SignInForm({
  lastResult,
  redirectTo,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  redirectTo: string | null;
}) {
  const { t } = useTranslation('account');
  const { href } = useLocale();
  const control = useControlProps();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'sign-in',
    schema: () => import('../../../contracts/account.ts').then((m) => m.signInSchema),
    constraint,
    lastResult,
    defaultValue: { remember: 'on' },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorSummary
        form={form}
        fields={{
          email: { id: fields.email.id, label: t('fields.email') },
          password: { id: fields.password.id, label: t('fields.password') },
        }}
      />
      {redirectTo ? <input type="hidden" name={fields.redirectTo.name} value={redirectTo} /> : null}
      <EmailField {...control(fields.email)} label={t('fields.email')} autoComplete="username" />
      <div>
        <PasswordField
          {...control(fields.password)}
          label={t('fields.password')}
          autoComplete="current-password"
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to={href('/forgot-password')} className="font-medium">
            {t('signIn.forgot')}
          </Link>
        </p>
      </div>
      <Checkbox
        id={fields.remember.id}
        name={fields.remember.name}
        defaultChecked={fields.remember.defaultChecked}
        label={t('signIn.remember')}
      />
      <Button type="submit" size="lg" block pending={submitting} pendingLabel={t('signIn.submitting')}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}

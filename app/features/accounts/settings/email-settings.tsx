import { changeEmail as constraint } from '../../../lib/form-constraints/change-email.ts';
import { getFormProps, type SubmissionResult } from '../../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorSummary } from '../../../lib/error-summary.tsx';
import { useControlProps, useSchemaForm, useSubmitting } from '../../../lib/form-helpers.ts';
import { INTENT_FIELD, settingsIntents } from './protocol.ts';

/** The address the account uses now and whether it is confirmed. */
export function CurrentEmail({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-slate-600">{t('email.current')}</dt>
      <dd className="flex flex-wrap items-center gap-2 font-semibold break-all text-ink">
        {email}
        {verified ? (
          <Badge tone="green">{t('email.verified')}</Badge>
        ) : (
          <Badge tone="amber">{t('email.notVerified')}</Badge>
        )}
      </dd>
    </dl>
  );
}

/**
 * The change-e-mail form. The new address takes effect only after the link sent there is
 * clicked; until then the account keeps the current one.
 */
export function ChangeEmailForm({
  lastResult,
  sentTo,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The new address a confirmation link went to (after a successful request). */
  sentTo: string | null | undefined;
}) {
  const { t } = useTranslation('profile');
  const control = useControlProps();
  const submitting = useSubmitting(settingsIntents.changeEmail);
  const [form, fields] = useSchemaForm({
    id: 'change-email',
    schema: () => import('../../../../contracts/account.ts').then((m) => m.changeEmailSchema),
    constraint,
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      {sentTo ? (
        <FormAlert tone="success" title={t('email.sentTitle')}>
          {t('email.sent', { email: sentTo })}
        </FormAlert>
      ) : null}
      <ErrorSummary
        form={form}
        fields={{ newEmail: { id: fields.newEmail.id, label: t('email.newEmail') } }}
      />
      <input type="hidden" name={INTENT_FIELD} value={settingsIntents.changeEmail} />
      <EmailField
        {...control(fields.newEmail)}
        label={t('email.newEmail')}
        hint={t('email.newEmailHint')}
        autoComplete="email"
        className="max-w-md"
      />
      <Button type="submit" pending={submitting} pendingLabel={t('email.submitting')}>
        {t('email.submit')}
      </Button>
    </Form>
  );
}

import { deleteWithPassword as passwordConstraint } from '../../../lib/form-constraints/delete-with-password.ts';
import { deleteSocial as socialConstraint } from '../../../lib/form-constraints/delete-social.ts';
import { getFormProps, type SubmissionResult } from '../../../lib/form-helpers.ts';
import { FileText, FolderOpen, KeyRound, Send, ShieldCheck, TriangleAlert, UserRound } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorSummary } from '../../../lib/error-summary.tsx';
import { useControlProps, useErrorText, useSchemaForm, useSubmitting } from '../../../lib/form-helpers.ts';
import { INTENT_FIELD, settingsIntents } from './protocol.ts';

const DELETED = [
  { key: 'profile', Icon: UserRound },
  { key: 'cv', Icon: FileText },
  { key: 'applications', Icon: Send },
  { key: 'consents', Icon: ShieldCheck },
  { key: 'sessions', Icon: KeyRound },
  { key: 'files', Icon: FolderOpen },
] as const;

/** What deleting the account removes, and that it cannot be undone (docs/product/states.md). */
export function DeletionSummary() {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold">{t('delete.warningTitle')}</p>
          <p className="leading-relaxed">{t('delete.warning')}</p>
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('delete.whatTitle')}</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {DELETED.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3 text-sm">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-ink">{t(`delete.items.${key}.title`)}</span>
                <span className="block leading-relaxed text-slate-600">{t(`delete.items.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm leading-relaxed text-slate-600">{t('delete.kept')}</p>
    </div>
  );
}

/**
 * The final step: the password (accounts that have one) and the required confirmation. Social-only
 * accounts confirm only; their recent sign-in with the provider is the proof it is them.
 */
export function DeleteAccountForm({
  lastResult,
  withPassword,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  withPassword: boolean;
}) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const control = useControlProps();
  const errorText = useErrorText();
  const submitting = useSubmitting(settingsIntents.deleteAccount);
  const [form, fields] = useSchemaForm({
    id: 'delete-account',
    // Both ask for the same fields; without a password it is optional.
    schema: () =>
      import('./schemas.ts').then(
        (m) =>
          (withPassword
            ? m.deleteWithPasswordSchema
            : m.deleteSocialSchema) as typeof m.deleteWithPasswordSchema,
      ),
    constraint: withPassword ? passwordConstraint : socialConstraint,
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorSummary
        form={form}
        fields={{
          password: { id: fields.password.id, label: t('delete.password') },
          confirm: { id: fields.confirm.id, label: t('delete.confirmShort') },
        }}
      />
      <input type="hidden" name={INTENT_FIELD} value={settingsIntents.deleteAccount} />
      {withPassword ? (
        <PasswordField
          {...control(fields.password)}
          label={t('delete.password')}
          hint={t('delete.passwordHint')}
          autoComplete="current-password"
          showLabel={ta('fields.showPassword')}
          hideLabel={ta('fields.hidePassword')}
          className="max-w-md"
        />
      ) : null}
      <Checkbox
        id={fields.confirm.id}
        name={fields.confirm.name}
        required
        defaultChecked={fields.confirm.defaultChecked}
        errors={errorText(fields.confirm.errors)}
        label={t('delete.confirm')}
      />
      <Button type="submit" variant="danger" pending={submitting} pendingLabel={t('delete.submitting')}>
        {t('delete.submit')}
      </Button>
    </Form>
  );
}

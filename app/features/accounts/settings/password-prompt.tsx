import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useErrorText, useSubmitting } from '../../../lib/form-helpers.ts';
import { INTENT_FIELD, PROMPT_PASSWORD_FIELD, type PasswordPromptRequest } from './protocol.ts';

/**
 * The password prompt dialog (docs/product/screens-and-routes.md, docs/product/roles.md). It opens when an action answers a sensitive request
 * with `recent_login_required` and re-posts that request — its intent and pending fields as hidden
 * inputs — with the current password. The server renders it open, so it works without JavaScript;
 * "Cancel" is a `method="dialog"` form, which closes it without scripts too. Nothing typed in the
 * page's form is lost: the action's reply keeps it.
 */
export function PasswordPrompt({ request }: { request: PasswordPromptRequest | null | undefined }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const cancelFormId = useId();
  const submitting = useSubmitting(request?.intent);
  // Closed with Escape, the close button or "Cancel": stays closed until the next reply asks again.
  const [dismissed, setDismissed] = useState<PasswordPromptRequest | null>(null);
  const open = Boolean(request) && dismissed !== request;
  const input = useRef<HTMLInputElement>(null);
  const attempt = request?.attempt;
  useEffect(() => {
    // Runs after the dialog became modal (child effects first): start in the password field, also
    // after a wrong password, rather than on the dialog's close button.
    if (open) input.current?.focus();
  }, [open, attempt]);
  return (
    <Dialog
      open={open}
      title={t('passwordPrompt.title')}
      closeLabel={t('passwordPrompt.close')}
      onClose={() => setDismissed(request ?? null)}
    >
      {request ? (
        <>
          <div className="flex gap-3">
            <LockKeyhole className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <p className="text-sm leading-relaxed text-slate-700">{t('passwordPrompt.text')}</p>
          </div>
          <Form noValidate method="post" key={request.attempt} className="mt-5 space-y-5">
            <input type="hidden" name={INTENT_FIELD} value={request.intent} />
            {Object.entries(request.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <PasswordField
              ref={input}
              id="password-prompt-password"
              name={PROMPT_PASSWORD_FIELD}
              label={t('passwordPrompt.password')}
              autoComplete="current-password"
              required
              autoFocus
              errors={errorText(request.error ? [request.error] : undefined)}
              showLabel={t('passwordPrompt.showPassword')}
              hideLabel={t('passwordPrompt.hidePassword')}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="submit" form={cancelFormId} variant="secondary">
                {t('passwordPrompt.cancel')}
              </Button>
              <Button type="submit" pending={submitting} pendingLabel={t('passwordPrompt.submitting')}>
                {t('passwordPrompt.submit')}
              </Button>
            </div>
          </Form>
          <form noValidate id={cancelFormId} method="dialog" />
        </>
      ) : null}
    </Dialog>
  );
}

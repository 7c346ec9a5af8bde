import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { ResendVerificationForm, useResendVerification } from './resend-verification.tsx';

/**
 * Shown instead of a page that needs a verified e-mail (docs/product/states.md): explains where the link went and
 * sends it again. Without JavaScript the resend form posts normally and comes back to this page
 * with `?verification=sent` (or the error code).
 */
export function VerifyEmailDialog({
  open,
  email,
  onClose,
  back,
}: {
  open: boolean;
  email: string;
  /** Where the secondary link leads (default: the home page), e.g. back to the job. */
  back?: { to: string; label: string };
  /** Makes the dialog dismissable (Escape, close button). */
  onClose?: () => void;
}) {
  const { t } = useTranslation('account');
  const { href } = useLocale();
  const resend = useResendVerification();
  return (
    <Dialog
      open={open}
      title={t('verifyDialog.title')}
      onClose={onClose}
      closeLabel={onClose ? t('verifyDialog.close') : undefined}
    >
      <div className="flex gap-4">
        <MailCheck className="mt-0.5 size-8 shrink-0 text-brand-700" aria-hidden />
        <div className="space-y-2 text-sm leading-relaxed text-slate-700">
          <p>{t('verifyDialog.text', { email })}</p>
          <p>{t('verifyDialog.spam')}</p>
        </div>
      </div>
      {resend.sent ? (
        <FormAlert tone="success" className="mt-4">
          {t('verifyDialog.sent', { email })}
        </FormAlert>
      ) : resend.error ? (
        <FormAlert tone="error" className="mt-4">
          {resend.error}
        </FormAlert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={back?.to ?? href('/')} className={buttonClasses({ variant: 'secondary' })}>
          {back?.label ?? t('verifyDialog.home')}
        </Link>
        <ResendVerificationForm form={resend.form}>
          <Button type="submit" block pending={resend.pending} pendingLabel={t('verifyDialog.sending')}>
            {t('verifyDialog.resend')}
          </Button>
        </ResendVerificationForm>
      </div>
    </Dialog>
  );
}

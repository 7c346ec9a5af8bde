import { MailCheck } from 'lucide-react';
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import type { AuthErrorCode } from '../../../contracts/account.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** What the `resend-verification` action answers. */
export interface ResendVerificationResult {
  ok: boolean;
  code?: AuthErrorCode;
}

/** The query parameter the resend action sets when it answers a form sent without JavaScript. */
export const VERIFICATION_PARAM = 'verification';

/**
 * Shown instead of a page that needs a verified e-mail (SPEC §4): explains where the link went and
 * sends it again. Without JavaScript the resend form posts normally and comes back to this page
 * with `?verification=sent` (or the error code).
 */
export function VerifyEmailDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  /** Makes the dialog dismissable (Escape, close button). */
  onClose?: () => void;
}) {
  const { t } = useTranslation('account');
  const { href } = useLocale();
  const location = useLocation();
  const [params] = useSearchParams();
  const fetcher = useFetcher<ResendVerificationResult>();
  const outcome = fetcher.data
    ? fetcher.data.ok
      ? 'sent'
      : (fetcher.data.code ?? 'unknown')
    : params.get(VERIFICATION_PARAM);
  const back = new URLSearchParams(location.search);
  back.delete(VERIFICATION_PARAM);
  const query = back.toString();
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
      {outcome === 'sent' ? (
        <FormAlert tone="success" className="mt-4">
          {t('verifyDialog.sent', { email })}
        </FormAlert>
      ) : outcome ? (
        <FormAlert tone="error" className="mt-4">
          {t(`common:auth.errors.${outcome}`, { defaultValue: t('common:auth.errors.unknown') })}
        </FormAlert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={href('/')} className={buttonClasses({ variant: 'secondary' })}>
          {t('verifyDialog.home')}
        </Link>
        <fetcher.Form method="post" action={href('/resend-verification')}>
          <input type="hidden" name="redirectTo" value={location.pathname + (query ? `?${query}` : '')} />
          <Button
            type="submit"
            block
            pending={fetcher.state !== 'idle'}
            pendingLabel={t('verifyDialog.sending')}
          >
            {t('verifyDialog.resend')}
          </Button>
        </fetcher.Form>
      </div>
    </Dialog>
  );
}

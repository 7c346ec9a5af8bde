import { clsx } from 'clsx';
import { MailCheck, MailWarning } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import type { AuthErrorCode } from '../../../contracts/account.ts';
import { useLocale } from '../layout/use-locale.ts';
import { useAuthErrorText } from './auth-error.tsx';

/** What the `resend-verification` action answers. */
export interface ResendVerificationResult {
  ok: boolean;
  code?: AuthErrorCode;
}

/** The query parameter the resend action sets when it answers a form sent without JavaScript. */
export const VERIFICATION_PARAM = 'verification';

/**
 * Sending the verification link again through the `resend-verification` route: whether it went
 * out or the words of what went wrong, from the fetcher's answer or, after a form sent without
 * JavaScript, from `?verification=` of this page. Render `form` with `ResendVerificationForm`.
 */
export function useResendVerification() {
  const fetcher = useFetcher<ResendVerificationResult>();
  const [params] = useSearchParams();
  const errorText = useAuthErrorText();
  const outcome = fetcher.data
    ? fetcher.data.ok
      ? 'sent'
      : (fetcher.data.code ?? 'unknown')
    : params.get(VERIFICATION_PARAM);
  return {
    sent: outcome === 'sent',
    error: outcome && outcome !== 'sent' ? errorText(outcome) : null,
    pending: fetcher.state !== 'idle',
    form: fetcher.Form,
  };
}

/**
 * The resend form: posts to the `resend-verification` route, which without JavaScript comes back to
 * this page (its query without an earlier `verification` answer). `children` is the submit button.
 */
export function ResendVerificationForm({
  form: FetcherForm,
  className,
  children,
}: {
  form: ReturnType<typeof useResendVerification>['form'];
  className?: string;
  children: React.ReactNode;
}) {
  const { href } = useLocale();
  const location = useLocation();
  const back = new URLSearchParams(location.search);
  back.delete(VERIFICATION_PARAM);
  const query = back.toString();
  return (
    <FetcherForm method="post" action={href('/resend-verification')} className={className}>
      <input type="hidden" name="redirectTo" value={location.pathname + (query ? `?${query}` : '')} />
      {children}
    </FetcherForm>
  );
}

const TONES = {
  warning: {
    box: 'border-amber-200 bg-amber-50',
    icon: <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />,
    title: 'text-amber-950',
    text: 'text-amber-900',
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50',
    icon: <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />,
    title: 'text-emerald-950',
    text: 'text-emerald-900',
  },
} as const;

/**
 * A banner about an unconfirmed address with the button that sends the link again (after sign-up,
 * on the profile); the outcome is announced in it. `texts` are translated by the caller.
 */
export function VerificationBanner({
  id,
  tone,
  texts,
  className,
}: {
  id: string;
  tone: keyof typeof TONES;
  texts: { title: string; text: string; sent: string; resend: string; resending: string };
  className?: string;
}) {
  const resend = useResendVerification();
  const look = TONES[tone];
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'flex flex-col gap-4 border px-4 py-4 sm:flex-row sm:items-center sm:px-5',
        look.box,
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        {look.icon}
        <div className="min-w-0 space-y-1 text-sm">
          <h2 id={id} className={clsx('font-semibold break-words', look.title)}>
            {texts.title}
          </h2>
          <p className={clsx('leading-relaxed break-words', look.text)}>{texts.text}</p>
          <div role="status">
            {resend.sent ? (
              <p className="font-medium text-emerald-800">{texts.sent}</p>
            ) : resend.error ? (
              <p className="font-medium text-rose-800">{resend.error}</p>
            ) : null}
          </div>
        </div>
      </div>
      <ResendVerificationForm form={resend.form} className="shrink-0 pl-8 sm:pl-0">
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          pending={resend.pending}
          pendingLabel={texts.resending}
        >
          {texts.resend}
        </Button>
      </ResendVerificationForm>
    </section>
  );
}

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

import { data, redirect } from 'react-router';
import type { AuthErrorCode } from '../../../contracts/account.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { safeRedirectPath } from '../../features/accounts/redirect-target.server.ts';
import type { Route } from './+types/resend-verification';

/** Mirrors `VERIFICATION_PARAM` of features/accounts/resend-verification.tsx (no components here). */
const VERIFICATION_PARAM = 'verification';

/**
 * Sends the verification e-mail again. Answers `{ ok, code }` to the dialog's fetcher; a form sent
 * without JavaScript (a document navigation) goes back to its page with `?verification=<result>`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const outcome = sessionOf(context)
    ? await context.account.resendVerification()
    : { ok: false as const, code: 'unknown' as AuthErrorCode, status: 401, headers: undefined };
  const result = outcome.ok ? { ok: true } : { ok: false, code: outcome.code };
  const headers = cookieHeaders(outcome.headers);

  const mode = request.headers.get('sec-fetch-mode');
  const navigation = mode ? mode === 'navigate' : (request.headers.get('accept') ?? '').includes('text/html');
  const back = safeRedirectPath(formData.get('redirectTo'));
  if (navigation && back) {
    const url = new URL(back, 'http://site.invalid');
    url.searchParams.set(VERIFICATION_PARAM, outcome.ok ? 'sent' : outcome.code);
    return redirect(url.pathname + url.search, { headers });
  }
  return data(result, { status: outcome.ok ? 200 : outcome.status, headers });
}

/** Nothing to show on a GET (a typed URL): go home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.locale, '/'));
}

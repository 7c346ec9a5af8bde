import { redirect, type AppLoadContext } from 'react-router';
import type { SessionView } from '../../../server/account-types.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { cookieHeaders } from './headers.server.ts';
import {
  clearTargetCookie,
  isAccountFlowPath,
  readTargetCookie,
  safeRedirectPath,
  targetCookie,
  usableTarget,
} from './redirect-target.server.ts';

/**
 * Route guards of the account pages (docs/product/screens-and-routes.md "Navigation behaviour"). They throw redirects, so a
 * loader or action reads as `requireUser(request, context)` and continues with a signed-in user.
 */

/** Until the server's account gateway is wired in, a context may lack it: treat that as anonymous. */
export function sessionOf(context: AppLoadContext): SessionView | null {
  return (context.account as AppLoadContext['account'] | undefined)?.session ?? null;
}

const isSecure = (context: AppLoadContext) => context.publicUrl.startsWith('https://');
const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

export interface PostLoginOptions {
  /** A target named by the request itself (the sign-in form's `redirectTo`), tried before the cookie. */
  preferred?: unknown;
  /** Where to go without a stored target, unprefixed (default: home). */
  fallback?: string;
  /** The profile was just completed in this request, so the session read at its start is stale. */
  signupFinished?: boolean;
}

/**
 * Where a person goes after signing in, signing up or finishing the sign-up: the stored target if it
 * is a safe path of this site, else the localized home. A signed-in user whose profile is not
 * finished goes to finish-signup first and the target cookie stays for afterwards.
 *
 * The returned headers delete the cookie. docs/product/screens-and-routes.md removes it "about 250 ms after use" because the
 * original single-page app read it and navigated in the browser; a server-rendered app uses it while
 * answering this request, so deleting it in the same response is the equivalent.
 */
export function postLoginDestination(
  request: Request,
  context: AppLoadContext,
  options: PostLoginOptions = {},
): { path: string; headers: Headers } {
  const session = sessionOf(context);
  if (session && !session.signupFinished && !options.signupFinished) {
    return { path: localizePath(context.locale, '/sign-up/finishing'), headers: new Headers() };
  }
  const stored = readTargetCookie(request);
  const path =
    usableTarget(options.preferred) ??
    usableTarget(stored) ??
    localizePath(context.locale, options.fallback ?? '/');
  const headers = stored !== null ? cookieHeaders(clearTargetCookie(isSecure(context))) : new Headers();
  return { path, headers };
}

/** Guest-only pages (sign-in, sign-up, forgot and reset password): a signed-in user moves on. */
export function requireGuest(request: Request, context: AppLoadContext): void {
  if (!sessionOf(context)) return;
  const { path, headers } = postLoginDestination(request, context);
  throw redirect(path, { headers });
}

export interface RequireUserOptions {
  /** The page needs a verified e-mail: `mustVerifyEmail` tells it to show the verification dialog. */
  verified?: boolean;
  /** The finish-signup page itself: a user with an unfinished profile may stay. */
  allowUnfinishedSignup?: boolean;
  /** The page to come back to after signing in, when it is not the request's own (a form posting to a resource route). */
  target?: string | null;
  /** What a guest was doing: the sign-in page then says why it asks (e.g. "Sign in to apply for …"). */
  reason?: SignInReason;
}

/** Why a guest is sent to sign in: applying for or saving a job. */
export interface SignInReason {
  action: 'apply' | 'save';
  jobId: number;
}

export interface SignedIn {
  session: SessionView;
  user: SessionView['user'];
  /**
   * The page asked for a verified e-mail and this one is not (docs/product/states.md: the e-mail verification
   * dialog opens instead of the protected page). Render `<VerifyEmailDialog open>` instead of the content.
   */
  mustVerifyEmail: boolean;
}

/**
 * Protected pages. Anonymous → the localized sign-in page, remembering the requested page in the
 * `redirect-target` cookie for 30 minutes. Signed in with an unfinished profile → finish-signup,
 * remembering the requested page unless it is finish-signup, sign-in or sign-up (then the earlier
 * target, if any, stays).
 */
export function requireUser(
  request: Request,
  context: AppLoadContext,
  options: RequireUserOptions = {},
): SignedIn {
  const session = sessionOf(context);
  const target = safeRedirectPath(options.target ?? here(request));
  const remember = target && !isAccountFlowPath(target) ? targetCookie(target, isSecure(context)) : null;
  if (!session) {
    const why = options.reason ? `?for=${options.reason.action}&job=${options.reason.jobId}` : '';
    throw redirect(localizePath(context.locale, '/sign-in') + why, { headers: cookieHeaders(remember) });
  }
  if (!session.signupFinished && !options.allowUnfinishedSignup) {
    throw redirect(localizePath(context.locale, '/sign-up/finishing'), { headers: cookieHeaders(remember) });
  }
  return {
    session,
    user: session.user,
    mustVerifyEmail: Boolean(options.verified) && !session.user.emailVerified,
  };
}

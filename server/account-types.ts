import type { AuthErrorCode, CandidateProfile, SignUpData, FinishSignUpData } from '../contracts/account.ts';
import type { Locale } from '../contracts/enums.ts';

/** The signed-in user of a request, as pages and the API see it. */
export interface SessionView {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    role: 'user' | 'admin';
    image: string | null;
  };
  /** When this session was created, i.e. the last sign-in (ISO date-time). */
  signedInAt: string;
  /** Signed in within the last 10 minutes: sensitive actions need no re-authentication. */
  fresh: boolean;
  /** The profile is complete (sign-up finished); social sign-ups must finish it first. */
  signupFinished: boolean;
  /** The account has a password login (reset, password change and password prompt apply). */
  hasPassword: boolean;
  /** Provider ids linked to the account, e.g. ['credential', 'google']. */
  providers: string[];
  appLanguage: Locale;
}

/** A social sign-in option, shown only when configured. */
export interface SocialProvider {
  id: string;
  /** Brand name shown on the button ("Google", "LinkedIn", …). */
  name: string;
}

/**
 * The outcome of an authentication action. `headers` carry the cookies to set (session, state):
 * copy them onto the response (redirect) that the action returns.
 */
export type AuthOutcome =
  { ok: true; headers: Headers } | { ok: false; code: AuthErrorCode; status: number; headers?: Headers };

/**
 * Account operations of one request, bound to its cookies. Every method validates its input again on
 * the server; pages pass what the form sent after parsing it with the shared schema.
 */
export interface AccountGateway {
  session: SessionView | null;
  socialProviders: SocialProvider[];
  /** Signs in; on success also tells the account's app language (docs/product/states.md: the UI follows it). */
  signIn(input: {
    email: string;
    password: string;
    remember: boolean;
  }): Promise<{ ok: true; headers: Headers; appLanguage: Locale } | Extract<AuthOutcome, { ok: false }>>;
  /** Creates the account and profile, signs in with remember-me and queues the verification e-mail. */
  signUp(
    input: SignUpData,
    avatar: File | undefined,
  ): Promise<
    | { ok: true; headers: Headers; userId: string }
    | (Extract<AuthOutcome, { ok: false }> & { fieldErrors?: Record<string, string[]> })
  >;
  finishSignUp(input: FinishSignUpData): Promise<AuthOutcome & { fieldErrors?: Record<string, string[]> }>;
  signOut(): Promise<AuthOutcome>;
  /** Starts a social sign-in; `url` is the provider's authorization page to redirect to. */
  signInSocial(input: {
    provider: string;
    callbackPath: string;
    errorPath: string;
  }): Promise<
    { ok: true; url: string; headers: Headers } | { ok: false; code: AuthErrorCode; status: number }
  >;
  requestPasswordReset(input: { email: string; locale: Locale }): Promise<AuthOutcome>;
  resetPassword(input: { token: string; password: string }): Promise<AuthOutcome>;
  /** Confirms the e-mail (or the new e-mail after a change) from the link's token. */
  verifyEmail(input: { token: string }): Promise<AuthOutcome>;
  /** Sends the verification e-mail again (rate-limited). */
  resendVerification(): Promise<AuthOutcome>;
  /**
   * Confirms the current password (the password prompt) and makes this session fresh again, in place:
   * an action may call a sensitive method right after it in the same request. Social-only accounts
   * get `recent_login_required`: they re-authenticate with `signInSocial` instead.
   */
  reauthenticate(input: { password: string }): Promise<AuthOutcome>;
  /**
   * Whether `password` is this account's sign-in password (a CV password must differ; docs/product/validation.md).
   * Counts against the password-check limits like the prompt; throws RATE_LIMITED (429) past them.
   */
  isAccountPassword(password: string): Promise<boolean>;
  changeEmail(input: { newEmail: string }): Promise<AuthOutcome>;
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<AuthOutcome>;
  /** Deletes the account and all personal data for good; needs a fresh session. */
  deleteAccount(input: { password?: string | undefined }): Promise<AuthOutcome>;
  profile(): Promise<CandidateProfile | null>;
}

import { imageDimensions, MAX_IMAGE_PIXELS } from '../core/files/image-dimensions.ts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import {
  AVATAR_MAX_BYTES,
  type AuthErrorCode,
  type FinishSignUpData,
  type SignUpData,
} from '../contracts/account.ts';
import { isLocale, type Locale } from '../contracts/enums.ts';
import type { Db } from '../db/client.ts';
import { account, session as sessionTable, user } from '../db/schema/auth.ts';
import { candidateProfile } from '../db/schema/candidates.ts';
import { storedFile } from '../db/schema/files.ts';
import { effectiveRole, storeRole } from '../core/accounts/admin-role.ts';
import { deleteAccountData } from '../core/accounts/delete-account-data.ts';
import { getAppLanguage } from '../core/accounts/get-app-language.ts';
import { getCandidateProfile } from '../core/accounts/get-candidate-profile.ts';
import { recordAuthEvent } from '../core/accounts/record-auth-event.ts';
import { saveCandidateProfile } from '../core/accounts/save-candidate-profile.ts';
import { validateProfile } from '../core/accounts/validate-profile.ts';
import { AppError } from '../core/shared/app-error.ts';
import type { FileStore } from '../core/shared/ports.ts';
import { sniffImage } from '../core/shared/sniff-image.ts';
import type { Auth, AuthMail } from '../infra/auth/create-auth.ts';
import { isCommonPassword } from '../infra/auth/common-passwords.ts';
import type { RateLimiter } from '../infra/rate-limit/db-rate-limiter.ts';
import type { AccountGateway, AuthOutcome, SessionView, SocialProvider } from './account-types.ts';
import type { Logger } from './logger.ts';
import { consumePasswordCheck, consumeSignIn, type RateLimitAction, ruleOf } from './rate-limits.ts';

/** What the account gateway of every request shares. */
export interface AccountDeps {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  files: FileStore;
  mail: AuthMail;
  logger: Logger;
  socialProviders: SocialProvider[];
  rateLimitScale: number;
  publicUrl: string;
  /** A session younger than this may do sensitive actions without the password prompt. */
  freshSessionSeconds: number;
  /** ADMIN_EMAILS, lower-cased: verified addresses with the admin role. */
  adminEmails: ReadonlySet<string>;
}

type Failure = Extract<AuthOutcome, { ok: false }>;
const fail = (code: AuthErrorCode, status: number, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  code,
  status,
  ...extra,
});
const ok = (headers: Headers = new Headers()): AuthOutcome => ({ ok: true, headers });

/** Maps better-auth's failures to the portal's codes (docs/product/errors.md). */
function authFailure(error: unknown): Failure {
  if (!isAPIError(error)) throw error;
  const code = String((error.body as { code?: string } | undefined)?.code ?? '');
  const status = error.statusCode;
  const byCode: Record<string, AuthErrorCode> = {
    INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
    INVALID_PASSWORD: 'wrong_password',
    USER_ALREADY_EXISTS: 'email_exists',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_exists',
    PASSWORD_TOO_SHORT: 'weak_password',
    PASSWORD_TOO_LONG: 'weak_password',
    INVALID_TOKEN: 'invalid_link',
    TOKEN_EXPIRED: 'invalid_link',
    EMAIL_NOT_VERIFIED: 'email_not_verified',
    SESSION_NOT_FRESH: 'recent_login_required',
    USER_NOT_FOUND: 'user_not_found',
    SOCIAL_ACCOUNT_ALREADY_LINKED: 'email_exists',
    PROVIDER_NOT_FOUND: 'unsupported_provider',
  };
  return fail(byCode[code] ?? (status === 401 ? 'invalid_credentials' : 'unknown'), status || 400);
}

/** Cookies of a session: session token, and the "don't remember" marker of better-auth. */
export const hasSessionCredentials = (request: Request) =>
  /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(request.headers.get('cookie') ?? '') ||
  /^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '');

/** The session of a request with what pages need of the profile and sign-in methods. */
async function loadSession(
  deps: AccountDeps,
  headers: Headers,
): Promise<{ view: SessionView; token: string; responseHeaders: Headers } | null> {
  const { headers: responseHeaders, response } = await deps.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!response) return null;
  const { session, user: u } = response;
  const [profileRow, providers] = await Promise.all([
    deps.db
      .select({ finished: candidateProfile.signupFinished, language: candidateProfile.appLanguage })
      .from(candidateProfile)
      .where(eq(candidateProfile.userId, u.id)),
    deps.db.select({ provider: account.providerId }).from(account).where(eq(account.userId, u.id)),
  ]);
  const createdAt = new Date(session.createdAt);
  const language = profileRow[0]?.language;
  // Re-derived at every request: a removed ADMIN_EMAILS entry or an unverified address is no admin.
  const role = effectiveRole(u as typeof u & { adminGranted?: boolean }, deps.adminEmails);
  if (role !== (u as { role?: string }).role) await storeRole({ db: deps.db, userId: u.id, role });
  return {
    token: session.token,
    responseHeaders,
    view: {
      user: {
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerified,
        role,
        image: u.image ?? null,
      },
      signedInAt: createdAt.toISOString(),
      fresh: Date.now() - createdAt.getTime() < deps.freshSessionSeconds * 1000,
      signupFinished: profileRow[0]?.finished ?? false,
      hasPassword: providers.some((p) => p.provider === 'credential'),
      providers: providers.map((p) => p.provider),
      appLanguage: isLocale(language) ? language : 'sk',
    },
  };
}

/**
 * The account operations of one request. `responseHeaders` collects cookies that the session
 * lookup refreshed; the server appends them to whatever response the request gets.
 */
export async function createAccountGateway(
  deps: AccountDeps,
  request: Request,
  { ip, locale }: { ip: string; locale: Locale },
): Promise<{ gateway: AccountGateway; responseHeaders: Headers }> {
  const { auth, db, limiter } = deps;
  const headers = new Headers(request.headers);
  headers.set('x-kariera-locale', locale);
  const userAgent = request.headers.get('user-agent');
  const loaded = hasSessionCredentials(request)
    ? await loadSession(deps, headers).catch((error: unknown) => {
        // A failed lookup must not break the page: the request continues as anonymous.
        deps.logger.error({ err: error }, 'session lookup failed');
        return null;
      })
    : null;
  const session = loaded?.view ?? null;
  const audit = (
    type: string,
    extra: { userId?: string | null; email?: string | null; detail?: string } = {},
  ) =>
    recordAuthEvent({
      db,
      event: {
        type,
        ipAddress: ip,
        userAgent,
        userId: session?.user.id,
        email: session?.user.email,
        ...extra,
      },
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'audit log entry not written'));

  /** Counts one attempt of `action`; false when over the limit (and logged). */
  const allow = async (action: RateLimitAction, key: string) => {
    const verdict = await limiter.consume(`${action}:${key}`, ruleOf(action, deps.rateLimitScale));
    if (!verdict.allowed) await audit('rate_limited', { detail: action });
    return verdict.allowed;
  };
  /**
   * Counts one check of the session's account password, per account and per address, whatever asks
   * (the prompt, a password change, deletion, a CV password rule); false when refused (and logged).
   */
  const allowPasswordCheck = async () => {
    const verdict = await consumePasswordCheck(limiter, {
      ip,
      userId: session!.user.id,
      scale: deps.rateLimitScale,
    });
    if (!verdict.allowed) await audit('rate_limited', { detail: verdict.action });
    return verdict.allowed;
  };
  const tooMany = () => fail('too_many_requests', 429);
  const requireSession = () => (session ? null : fail('forbidden', 401));
  const requireFresh = () => requireSession() ?? (session!.fresh ? null : fail('recent_login_required', 403));

  async function storeAvatar(userId: string, avatar: File): Promise<string> {
    const bytes = new Uint8Array(await avatar.arrayBuffer());
    const type = sniffImage(bytes)!;
    const id = randomBytes(16).toString('hex');
    const key = `avatars/${userId}/${randomBytes(16).toString('hex')}`;
    await deps.files.put(key, bytes, type);
    await db.insert(storedFile).values({
      id,
      ownerUserId: userId,
      kind: 'avatar',
      storageKey: key,
      originalName: avatar.name.slice(0, 200) || 'avatar',
      mimeType: type,
      size: bytes.byteLength,
    });
    return id;
  }

  /** Server-side checks beyond the shared schema; field → translation keys. */
  async function checkProfile(input: FinishSignUpData & { password?: string }, avatar?: File) {
    const { fieldErrors, phoneE164 } = await validateProfile({
      db,
      phone: input.phone,
      phoneCountry: input.phoneCountry,
      expertises: input.expertises,
    });
    if (input.password && isCommonPassword(input.password))
      fieldErrors.password = ['validation.commonPassword'];
    if (avatar && avatar.size > 0) {
      if (avatar.size > AVATAR_MAX_BYTES) fieldErrors.avatar = ['validation.avatarSize'];
      else {
        // The header, where the declared size is: a pixel bomb is refused before anything decodes it.
        const head = new Uint8Array(await avatar.slice(0, 64 * 1024).arrayBuffer());
        const declared = imageDimensions(head);
        if (!sniffImage(head)) fieldErrors.avatar = ['validation.avatarType'];
        else if (declared && declared.width * declared.height > MAX_IMAGE_PIXELS)
          fieldErrors.avatar = ['validation.imageDimensions'];
      }
    }
    return { fieldErrors, phoneE164: phoneE164 ?? input.phone };
  }

  const gateway: AccountGateway = {
    session,
    socialProviders: deps.socialProviders,

    async signIn({ email, password, remember }) {
      const verdict = await consumeSignIn(limiter, { ip, email, scale: deps.rateLimitScale });
      if (!verdict.allowed) {
        await audit('rate_limited', { detail: 'signIn', email });
        return tooMany();
      }
      try {
        const result = await auth.api.signInEmail({
          body: { email, password, rememberMe: remember },
          headers,
          returnHeaders: true,
        });
        const appLanguage = await getAppLanguage({ db, userId: result.response.user.id, fallback: locale });
        return { ok: true, headers: result.headers, appLanguage };
      } catch (error) {
        const failure = authFailure(error);
        await audit('sign_in_failed', { email, userId: null, detail: failure.code });
        return failure;
      }
    },

    async signUp(input: SignUpData, avatar) {
      if (!(await allow('signUp', ip))) return tooMany();
      const { fieldErrors, phoneE164 } = await checkProfile(input, avatar);
      const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
      if (existing) fieldErrors.email = ['validation.emailTaken'];
      if (Object.keys(fieldErrors).length)
        return { ...fail(existing ? 'email_exists' : 'unknown', 400), fieldErrors };
      let result;
      try {
        result = await auth.api.signUpEmail({
          body: {
            name: `${input.firstName} ${input.lastName}`,
            email: input.email,
            password: input.password,
            rememberMe: true,
          },
          headers,
          returnHeaders: true,
        });
      } catch (error) {
        const failure = authFailure(error);
        return failure.code === 'email_exists'
          ? { ...failure, fieldErrors: { email: ['validation.emailTaken'] } }
          : failure;
      }
      const userId = result.response.user.id;
      try {
        const avatarFileId = avatar && avatar.size > 0 ? await storeAvatar(userId, avatar) : undefined;
        await saveCandidateProfile({
          db,
          userId,
          email: input.email,
          input,
          phoneE164,
          appLanguage: input.language,
          avatarFileId,
          ipAddress: ip,
        });
      } catch (error) {
        // Nothing half-made stays behind: the account goes with its files.
        const removed = await deleteAccountData({ db, userId });
        await Promise.all((removed?.storageKeys ?? []).map((key) => deps.files.delete(key)));
        throw error;
      }
      await auth.api.sendVerificationEmail({ body: { email: input.email }, headers });
      return { ok: true, headers: result.headers, userId };
    },

    async finishSignUp(input) {
      const missing = requireSession();
      if (missing) return missing;
      const { fieldErrors, phoneE164 } = await checkProfile(input);
      if (Object.keys(fieldErrors).length) return { ...fail('unknown', 400), fieldErrors };
      await saveCandidateProfile({
        db,
        userId: session!.user.id,
        email: session!.user.email,
        input,
        phoneE164,
        appLanguage: locale,
        ipAddress: ip,
      });
      if (!session!.user.emailVerified)
        await auth.api.sendVerificationEmail({ body: { email: session!.user.email }, headers });
      else
        await deps.mail.send({
          template: 'welcome',
          to: session!.user.email,
          locale,
          data: {
            name: `${input.firstName} ${input.lastName}`,
            profileUrl: `${deps.publicUrl}${locale === 'sk' ? '' : `/${locale}`}/profile`,
          },
        });
      return ok();
    },

    async signOut() {
      if (!session) return ok();
      try {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        await audit('sign_out');
        return ok(result.headers);
      } catch (error) {
        return authFailure(error);
      }
    },

    async signInSocial({ provider, callbackPath, errorPath }) {
      if (!deps.socialProviders.some((p) => p.id === provider)) return fail('unsupported_provider', 400);
      try {
        const result = await auth.api.signInSocial({
          body: {
            provider,
            callbackURL: callbackPath,
            errorCallbackURL: errorPath,
            newUserCallbackURL: `${locale === 'sk' ? '' : `/${locale}`}/sign-up/finishing`,
          },
          headers,
          returnHeaders: true,
        });
        const url = (result.response as { url?: string }).url;
        if (!url) return fail('unknown', 500);
        return { ok: true, url, headers: result.headers };
      } catch (error) {
        return authFailure(error);
      }
    },

    async requestPasswordReset({ email }) {
      if (!(await allow('passwordReset', `${ip}:${email}`))) return tooMany();
      const rows = await db
        .select({ id: user.id, provider: account.providerId })
        .from(user)
        .leftJoin(account, eq(account.userId, user.id))
        .where(eq(user.email, email));
      if (!rows.length) return fail('user_not_found', 404);
      if (!rows.some((r) => r.provider === 'credential')) return fail('social_only', 400);
      await auth.api.requestPasswordReset({ body: { email }, headers });
      return ok();
    },

    async resetPassword({ token, password }) {
      if (!(await allow('passwordReset', `${ip}:token`))) return tooMany();
      if (isCommonPassword(password)) return fail('common_password', 400);
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password }, headers });
        return ok();
      } catch (error) {
        const failure = authFailure(error);
        return failure.code === 'unknown' ? fail('invalid_link', 400) : failure;
      }
    },

    async verifyEmail({ token }) {
      if (!(await allow('verifyEmail', ip))) return tooMany();
      try {
        const result = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
        return ok(result.headers);
      } catch (error) {
        if (isAPIError(error)) return fail('invalid_link', 400);
        throw error;
      }
    },

    async resendVerification() {
      const missing = requireSession();
      if (missing) return missing;
      if (session!.user.emailVerified) return ok();
      if (!(await allow('resendVerification', session!.user.id))) return tooMany();
      await auth.api.sendVerificationEmail({ body: { email: session!.user.email }, headers });
      return ok();
    },

    async reauthenticate({ password }) {
      const missing = requireSession();
      if (missing) return missing;
      if (!session!.hasPassword) return fail('recent_login_required', 403);
      if (!(await allowPasswordCheck())) return tooMany();
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (error) {
        await audit('reauthentication_failed');
        return authFailure(error);
      }
      // The password was just proven: the session counts as a fresh sign-in from now on, so the same
      // request (and the next 10 minutes) may change e-mail or password or delete the account.
      await db
        .update(sessionTable)
        .set({ createdAt: new Date() })
        .where(eq(sessionTable.token, loaded!.token));
      session!.fresh = true;
      session!.signedInAt = new Date().toISOString();
      await audit('reauthenticated');
      return ok();
    },

    async changeEmail({ newEmail }) {
      const denied = requireFresh();
      if (denied) return denied;
      if (newEmail === session!.user.email) return fail('same_email', 400);
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, newEmail));
      if (taken) return fail('email_exists', 400);
      try {
        await auth.api.changeEmail({ body: { newEmail }, headers });
      } catch (error) {
        return authFailure(error);
      }
      await audit('email_change_requested', {
        detail: JSON.stringify({ from: session!.user.email, to: newEmail }),
      });
      return ok();
    },

    async changePassword({ currentPassword, newPassword }) {
      const denied = requireFresh();
      if (denied) return denied;
      if (!(await allowPasswordCheck())) return tooMany();
      if (isCommonPassword(newPassword)) return fail('common_password', 400);
      try {
        const result = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        await audit('password_changed');
        return ok(result.headers);
      } catch (error) {
        return authFailure(error);
      }
    },

    async isAccountPassword(password) {
      if (!session?.hasPassword) return false;
      // An answer about the account's password: limited like every other check of it.
      if (!(await allowPasswordCheck())) throw new AppError('RATE_LIMITED');
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
        return true;
      } catch {
        return false;
      }
    },

    async deleteAccount({ password }) {
      const denied = requireFresh();
      if (denied) return denied;
      if (session!.hasPassword) {
        if (!password) return fail('wrong_password', 400);
        if (!(await allowPasswordCheck())) return tooMany();
        try {
          await auth.api.verifyPassword({ body: { password }, headers });
        } catch (error) {
          return authFailure(error);
        }
      }
      const { id: userId, email, name } = session!.user;
      const language = session!.appLanguage;
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      const removed = await deleteAccountData({ db, userId });
      await Promise.all(
        (removed?.storageKeys ?? []).map((key) =>
          deps.files
            .delete(key)
            .catch((error: unknown) => deps.logger.error({ err: error, key }, 'file not deleted')),
        ),
      );
      await recordAuthEvent({ db, event: { type: 'account_deleted', userId, ipAddress: ip } });
      await deps.mail.send({ template: 'account-deleted', to: email, locale: language, data: { name } });
      return ok(signedOut.headers);
    },

    async profile() {
      return session ? getCandidateProfile({ db, userId: session.user.id }) : null;
    },
  };
  return { gateway, responseHeaders: loaded?.responseHeaders ?? new Headers() };
}

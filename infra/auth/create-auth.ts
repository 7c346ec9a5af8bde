import { and, eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SESSION_DAYS } from '../../contracts/account.ts';
import { isLocale, type Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { account, authEvent, session, user, verification } from '../../db/schema/auth.ts';
import { adminEmailSet, effectiveRole, storeRole } from '../../core/accounts/admin-role.ts';
import { findEmailChange } from '../../core/accounts/find-email-change.ts';
import { getAppLanguage } from '../../core/accounts/get-app-language.ts';
import { recordAuthEvent } from '../../core/accounts/record-auth-event.ts';
import { queuedPasswordHashing } from './password-hashing.ts';

/** A social sign-in provider configured by environment variables. */
export interface SocialProviderConfig {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
  /** Generic OpenID Connect providers only: the issuer's discovery document. */
  discoveryUrl?: string;
}

export interface AuthMail {
  /** Queues an e-mail (a durable task); the runner delivers it. */
  send(input: { template: string; to: string; locale: Locale; data: Record<string, unknown> }): Promise<void>;
}

export interface CreateAuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  adminEmails: string[];
  socialProviders: SocialProviderConfig[];
  mail: AuthMail;
  /** Age in seconds up to which a session counts as a fresh sign-in. */
  freshSessionSeconds: number;
  /** Header that carries the client's address (set by the server from the socket or a trusted proxy). */
  ipHeader: string;
}

/** What the e-mails need of the user better-auth hands to its callbacks. */
type MailUser = { id: string; email: string; name: string };

/** Built-in providers better-auth knows by id; anything else is a generic OpenID Connect provider. */
const BUILT_IN = new Set(['google', 'linkedin', 'facebook', 'github', 'apple', 'microsoft']);

/** The language a request asks for: the URL's `lang` segment of the page that sent it, else Slovak. */
export function requestLanguage(request: Request | undefined): Locale | undefined {
  const header = request?.headers.get('x-kariera-locale');
  return isLocale(header) ? header : undefined;
}

/**
 * better-auth over the portal's database: e-mail and password (6–128 characters), e-mail
 * verification and password reset through queued e-mails, social providers with account linking,
 * the admin role from ADMIN_EMAILS for verified addresses, fresh sessions of 10 minutes for sensitive actions, and an
 * audit log of authentication events.
 */
export function createAuth(options: CreateAuthOptions) {
  const { db, mail, publicUrl } = options;
  const secure = publicUrl.startsWith('https://');
  const admins = adminEmailSet(options.adminEmails);
  /** A page of the portal in a language (Slovak pages have no prefix). */
  const pageUrl = (locale: Locale, path: string) =>
    `${publicUrl}${locale === 'sk' ? '' : `/${locale}`}${path}`;
  /** A one-time link: the page that takes the token. */
  const link = (locale: Locale, path: string, token: string) =>
    `${pageUrl(locale, path)}?token=${encodeURIComponent(token)}`;
  /** Queues an e-mail to a user in `locale`; the template gets their name besides `data`. */
  const sendTo = (u: MailUser, locale: Locale, template: string, data: Record<string, unknown>) =>
    mail.send({ template, to: u.email, locale, data: { name: u.name, ...data } });
  const social = Object.fromEntries(
    options.socialProviders
      .filter((p) => BUILT_IN.has(p.id))
      .map((p) => [p.id, { clientId: p.clientId, clientSecret: p.clientSecret }]),
  );
  const sendWelcome = async (u: MailUser) => {
    const locale = await getAppLanguage({ db, userId: u.id });
    await sendTo(u, locale, 'welcome', { profileUrl: pageUrl(locale, '/profile') });
  };
  const generic = options.socialProviders.filter((p) => !BUILT_IN.has(p.id) && p.discoveryUrl);

  return betterAuth({
    appName: 'Kariéra IT',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    // The portal applies its own limits, shared by every instance (server/middleware/rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: queuedPasswordHashing,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: u, token }, request) {
        const locale = await getAppLanguage({ db, userId: u.id, fallback: requestLanguage(request) });
        await sendTo(u, locale, 'reset-password', {
          url: link(locale, '/reset-password', token),
          expiresMinutes: 60,
        });
        await recordAuthEvent({
          db,
          event: { type: 'password_reset_requested', userId: u.id, email: u.email },
        });
      },
      async onPasswordReset({ user: u }) {
        await recordAuthEvent({ db, event: { type: 'password_reset', userId: u.id, email: u.email } });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user: u, token }, request) {
        const locale = await getAppLanguage({ db, userId: u.id, fallback: requestLanguage(request) });
        await sendTo(u, locale, 'verify-email', {
          url: link(locale, '/verify-email', token),
          expiresHours: 24,
        });
      },
      /** The first verification of an account welcomes it; later ones (changed e-mail) do not. */
      async afterEmailVerification(u) {
        const [earlier] = await db
          .select({ id: authEvent.id })
          .from(authEvent)
          .where(and(eq(authEvent.userId, u.id), eq(authEvent.type, 'email_verified')))
          .limit(1);
        await recordAuthEvent({ db, event: { type: 'email_verified', userId: u.id, email: u.email } });
        if (!earlier) await sendWelcome(u);
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        adminGranted: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      changeEmail: { enabled: true },
      /**
       * docs/product/states.md: a social sign-in whose e-mail belongs to an account with a password is refused
       * ('An account with this email already exists.'); other social accounts are linked.
       */
      async validateUserInfo({ user: info, source }) {
        if (source.action !== 'link-account' || source.method !== 'oauth') return;
        const email = typeof info.email === 'string' ? info.email.toLowerCase() : undefined;
        if (!email) return;
        const rows = await db
          .select({ provider: account.providerId })
          .from(user)
          .innerJoin(account, eq(account.userId, user.id))
          .where(eq(user.email, email));
        if (rows.some((r) => r.provider === 'credential')) return { error: 'account_exists_password' };
        return undefined;
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      freshAge: options.freshSessionSeconds,
    },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: options.socialProviders.map((p) => p.id),
        allowDifferentEmails: false,
      },
    },
    socialProviders: social,
    plugins: [
      bearer(),
      ...(generic.length
        ? [
            genericOAuth({
              config: generic.map((p) => ({
                providerId: p.id,
                clientId: p.clientId,
                clientSecret: p.clientSecret,
                discoveryUrl: p.discoveryUrl!,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              })),
            }),
          ]
        : []),
    ],
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // The portal's client address (server/client-address.ts, ADR 103), whole: not an IPv6 /64.
      ipAddress: { ipAddressHeaders: [options.ipHeader], ipv6Subnet: 128 },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Nobody is an admin at sign-up: ADMIN_EMAILS counts only once the address is verified.
          async before(data) {
            return { data: { ...data, role: 'user', adminGranted: false } };
          },
          async after(u, context) {
            await recordAuthEvent({
              db,
              event: {
                type: 'sign_up',
                userId: u.id,
                email: u.email,
                ipAddress: context?.request?.headers.get(options.ipHeader),
                userAgent: context?.request?.headers.get('user-agent'),
              },
            });
          },
        },
        update: {
          /** Once a change of e-mail is confirmed from the new address, the old address is told. */
          async after(u) {
            const change = await findEmailChange({ db, userId: u.id });
            if (!change || change.to !== u.email.toLowerCase() || change.notified) return;
            await recordAuthEvent({
              db,
              event: { type: 'email_changed', userId: u.id, email: u.email, detail: JSON.stringify(change) },
            });
            await mail.send({
              template: 'email-changed',
              to: change.from,
              locale: await getAppLanguage({ db, userId: u.id }),
              data: { name: u.name, oldEmail: change.from, newEmail: u.email },
            });
          },
        },
      },
      session: {
        create: {
          async after(s, context) {
            const [u] = await db
              .select({
                email: user.email,
                emailVerified: user.emailVerified,
                adminGranted: user.adminGranted,
              })
              .from(user)
              .where(eq(user.id, s.userId));
            // The role is re-derived at every sign-in (and every session lookup, account-gateway.ts).
            if (u) await storeRole({ db, userId: s.userId, role: effectiveRole(u, admins) });
            await recordAuthEvent({
              db,
              event: {
                type: 'sign_in',
                userId: s.userId,
                email: u?.email,
                // In the portal's spelling, as every other entry of the audit log.
                ipAddress:
                  context?.request?.headers.get(options.ipHeader) ??
                  context?.headers?.get(options.ipHeader) ??
                  s.ipAddress,
                userAgent: s.userAgent,
              },
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

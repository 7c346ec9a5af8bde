import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { bounceMailboxOf, unsubscribeMailboxOf } from '../core/newsletter/newsletter-links.ts';
import { parseTrustProxy } from './client-address.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting the process reads, validated once at start-up. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    BETTER_AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: optionalText.refine(
      (v) => v === undefined || /^(.+<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v),
      {
        message: 'must be an e-mail address, optionally as "Name <address>"',
      },
    ),
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    SENTRY_DSN: optionalUrl(['http', 'https']),
    /** Bearer token for scraping /metrics (admins' sessions may read it too); without it only admins can. */
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    ADMIN_EMAILS: optionalText.transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    /** Where HR notifications go (new applications, referrals, extra requests, contacts, questionnaires). */
    HR_EMAIL: optionalText.refine((v) => v === undefined || isMailAddress(v), {
      message: 'must be an e-mail address with a domain name (e.g. hr@kariera-it.sk)',
    }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which proxies may report the client's address in X-Forwarded-For: a hop count (`1`, `true`) or
     * their addresses and CIDR ranges; off by default (server/client-address.ts, ADR 103).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if ('error' in trust) {
          ctx.addIssue({ code: 'custom', message: trust.error });
          return z.NEVER;
        }
        return trust;
      }),
    /** How long after signing in a session may change e-mail or password or delete the account (docs/product/roles.md: 10 minutes). */
    FRESH_SESSION_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /** Multiplies every rate limit's maximum (e.g. 10 for an end-to-end test server); 1 in production. */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
    /** Newsletter mails (digests, news) queued per minute at most; later ones of a run wait their turn. */
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /**
     * Port of the inbound SMTP listener that processes the newsletter's `mailto:` unsubscribe address
     * (`unsubscribe@` the public URL's host, ADR 072); unset: no listener, and the address is not advertised.
     */
    INBOUND_SMTP_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(65535).optional(),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    LINKEDIN_CLIENT_ID: optionalText,
    LINKEDIN_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    /** Any OpenID Connect provider (e.g. Apple, a company's SSO): issuer URL, client and button name. */
    OIDC_ISSUER: optionalUrl(['http', 'https']),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: optionalText,
    /**
     * For tests only: `host:port` pairs (comma-separated) that the link-preview fetcher may reach
     * although they are private or on another port (a local test server). Empty in production.
     */
    FETCH_ALLOW_HOSTS: optionalText.transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    /**
     * Whether a new database gets the demo data (jobs, posts, events, newsfeed links) besides the
     * reference data: by default only the embedded one does (ADR 130).
     */
    SEED_DEMO: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      z
        .enum(['true', 'false'], { message: 'must be true or false' })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true')),
    ),
    /**
     * Where security researchers report (`/.well-known/security.txt`, RFC 9116): comma-separated
     * e-mail addresses or mailto:, https: or tel: URIs; default `security@` the public URL's host.
     */
    SECURITY_CONTACT: optionalText.transform((v, ctx) => {
      const contacts = (v ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
        .map((c) => (isMailAddress(c) ? `mailto:${c}` : c));
      const bad = contacts.find(
        (c) =>
          !SECURITY_CONTACT_URI.test(c) ||
          [...c].some((ch) => ch.charCodeAt(0) <= 32 || ch.charCodeAt(0) === 127),
      );
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be e-mail addresses or mailto:, https: or tel: URIs, separated by commas',
        });
        return z.NEVER;
      }
      return contacts;
    }),
    /** When security.txt expires (RFC 3339, e.g. 2027-06-30T00:00:00Z); default 180 days from each day. */
    SECURITY_TXT_EXPIRES: optionalText.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const date = new Date(v);
      if (
        !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v) ||
        Number.isNaN(date.getTime())
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a date such as 2027-06-30 or 2027-06-30T00:00:00Z',
        });
        return z.NEVER;
      }
      if (date.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', message: 'is in the past: security.txt would be stale' });
        return z.NEVER;
      }
      return date;
    }),
    /** The security policy's page, linked from security.txt (`Policy:`). */
    SECURITY_POLICY: optionalUrl(['https']),
    /**
     * DKIM signing of the mail sent over SMTP (RFC 6376): the private key (PEM; `\n` may stand for
     * the line breaks), the selector whose TXT record `<selector>._domainkey.<domain>` publishes the
     * public key, and the domain (default: MAIL_FROM's).
     */
    DKIM_PRIVATE_KEY: optionalText.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const pem = v.replaceAll('\\n', '\n');
      try {
        createPrivateKey(pem);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a private key in PEM form (-----BEGIN PRIVATE KEY-----…)',
        });
        return z.NEVER;
      }
      return pem;
    }),
    DKIM_SELECTOR: optionalText.refine(
      (v) => v === undefined || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(v),
      {
        message: 'must be a DNS label such as mail2026',
      },
    ),
    DKIM_DOMAIN: optionalText.refine((v) => v === undefined || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v), {
      message: 'must be a domain name such as kariera-it.sk',
    }),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    for (const provider of ['GOOGLE', 'LINKEDIN', 'FACEBOOK', 'GITHUB', 'OIDC'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret))
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_CLIENT_SECRET`],
          message: `${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET go together`,
        });
    }
    if (Boolean(env.DKIM_PRIVATE_KEY) !== Boolean(env.DKIM_SELECTOR))
      ctx.addIssue({
        code: 'custom',
        path: ['DKIM_SELECTOR'],
        message: 'DKIM_PRIVATE_KEY and DKIM_SELECTOR go together',
      });
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER)
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'is required with OIDC_CLIENT_ID' });
    if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set (production)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  authSecret: string;
  /**
   * HR_EMAIL, else `hr@` the public URL's host when that is a domain name, else
   * `hr@localhost.localdomain` (a local setup: the message still lands in the outbox).
   */
  hrEmail: string;
  /** SECURITY_CONTACT, else `mailto:security@` the public URL's host (or `security@localhost.localdomain`). */
  securityContacts: string[];
  /** `unsubscribe@` the public URL's host when INBOUND_SMTP_PORT is set (ADR 072), else undefined. */
  unsubscribeMailbox: string | undefined;
  /** `bounces@` the host of MAIL_FROM (else of the public URL) when INBOUND_SMTP_PORT is set (ADR 133), else undefined. */
  bounceMailbox: string | undefined;
  embedded: boolean;
  /** Social sign-in providers whose client id and secret are set, in the order of the buttons. */
  socialProviders: {
    id: string;
    name: string;
    clientId: string;
    clientSecret: string;
    discoveryUrl?: string;
  }[];
}

export class ConfigError extends Error {}

/** Validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    dataDir,
    publicUrl,
    embedded: !env.DATABASE_URL,
    hrEmail: env.HR_EMAIL ?? defaultHrEmail(publicUrl),
    securityContacts: env.SECURITY_CONTACT.length
      ? env.SECURITY_CONTACT
      : [`mailto:${defaultHrEmail(publicUrl).replace(/^hr@/, 'security@')}`],
    unsubscribeMailbox: env.INBOUND_SMTP_PORT === undefined ? undefined : unsubscribeMailboxOf(publicUrl),
    bounceMailbox:
      env.INBOUND_SMTP_PORT === undefined ? undefined : bounceMailboxOf(publicUrl, env.MAIL_FROM),
    authSecret: env.BETTER_AUTH_SECRET ?? generatedSecret(dataDir),
    socialProviders: socialProvidersOf(env),
  };
}

/** A URI security.txt may name as a contact, without spaces or control characters (RFC 9116 §2.5.3). */
const SECURITY_CONTACT_URI = /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+|tel:\+?[-0-9().]+)$/;

/** The same rule as the e-mail task's recipient: a notification to any other address could not be queued. */
function isMailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

function defaultHrEmail(publicUrl: string): string {
  const derived = `hr@${new URL(publicUrl).hostname.replace(/^www\./, '')}`;
  return isMailAddress(derived) ? derived : 'hr@localhost.localdomain';
}

const BUILT_IN_PROVIDERS = [
  ['google', 'Google'],
  ['linkedin', 'LinkedIn'],
  ['facebook', 'Facebook'],
  ['github', 'GitHub'],
] as const;

function socialProvidersOf(env: Env): Config['socialProviders'] {
  const providers: Config['socialProviders'] = [];
  for (const [id, name] of BUILT_IN_PROVIDERS) {
    const clientId = env[`${id.toUpperCase() as 'GOOGLE'}_CLIENT_ID`];
    const clientSecret = env[`${id.toUpperCase() as 'GOOGLE'}_CLIENT_SECRET`];
    if (clientId && clientSecret) providers.push({ id, name, clientId, clientSecret });
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push({
      id: 'oidc',
      name: env.OIDC_NAME ?? 'OpenID Connect',
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
    });
  }
  return providers;
}

/** The embedded default keeps a generated secret in DATA_DIR so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'better-auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

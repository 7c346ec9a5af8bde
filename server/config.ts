import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
    ADMIN_EMAILS: optionalText.transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  embedded: boolean;
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
    authSecret: env.BETTER_AUTH_SECRET ?? generatedSecret(dataDir),
  };
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

import { hostname } from 'node:os';
import path from 'node:path';
import { adminEmailSet } from '../core/accounts/admin-role.ts';
import type { Db } from '../db/client.ts';
import { createAuth, type AuthMail } from '../infra/auth/create-auth.ts';
import { getInstallationId } from '../core/shared/installation-id.ts';
import { createFileMailer } from '../infra/mail/file-mailer.ts';
import { defaultSender } from '../infra/mail/message.ts';
import { sendEmailTask, SEND_EMAIL_TASK } from '../infra/mail/send-email-task.ts';
import { cvPdfTask } from './cv-pdf-task.ts';
import { createSmtpMailer } from '../infra/mail/smtp-mailer.ts';
import { createDbRateLimiter, type RateLimiter } from '../infra/rate-limit/db-rate-limiter.ts';
import { createTaskQueue, createTaskRunner, type TaskDefinition } from '../infra/tasks/runner.ts';
import type { TaskQueue } from '../core/shared/ports.ts';
import { createEmailRenderer } from '../emails/render.ts';
import type { AccountDeps } from './account-gateway.ts';
import { createConfiguredFileStore } from './file-store.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

/** Header the server sets to the client's address before better-auth reads it. */
export const CLIENT_IP_HEADER = 'x-kariera-client-ip';

/**
 * Accounts and what they need: the mail outbox or SMTP, the durable task runner that delivers
 * e-mail, the file store, rate limits and better-auth.
 */
export function createAccounts({
  config,
  db,
  logger,
  limiter,
  moreTasks,
}: {
  config: Config;
  db: Db;
  logger: Logger;
  /** Shared limits (Redis with REDIS_URL); the database's table otherwise. */
  limiter?: RateLimiter | undefined;
  /** Further tasks for the runner (the newsletter's sender), given the queue they may enqueue into. */
  moreTasks?: (queue: TaskQueue) => TaskDefinition[];
}) {
  const mailDir = path.join(config.dataDir, 'mail');
  const from = config.MAIL_FROM ?? defaultSender(config.publicUrl);
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, ...(from ? { from } : {}), dkim: dkimOf(config, from) })
    : createFileMailer(mailDir, from ? { from } : {});
  const { store: files, kind: fileStoreKind } = createConfiguredFileStore(config);
  let installation: Promise<string> | undefined;
  // Tasks enqueue through this late-bound queue: it exists once every task is known.
  const lateQueue: TaskQueue = { enqueue: (...args) => queue.enqueue(...args) };
  const tasks: TaskDefinition[] = [
    sendEmailTask({
      files,
      mailer,
      render: createEmailRenderer({ portalUrl: config.publicUrl }),
      host: new URL(config.publicUrl).hostname,
      installation: () => (installation ??= getInstallationId({ db })),
    }),
    ...(moreTasks?.(lateQueue) ?? []),
    cvPdfTask({ db, files, mail: () => mail, publicUrl: config.publicUrl }),
  ];
  const runner = createTaskRunner({ db, tasks, logger, instanceId: `${hostname()}:${process.pid}` });
  const queue = createTaskQueue(db, { tasks, recordRefused: true, onEnqueue: () => runner.wake() });
  const mail: AuthMail = {
    async send(message) {
      await queue.enqueue(SEND_EMAIL_TASK, message);
    },
  };
  const auth = createAuth({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    freshSessionSeconds: config.FRESH_SESSION_SECONDS,
    adminEmails: config.ADMIN_EMAILS,
    socialProviders: config.socialProviders,
    mail,
    ipHeader: CLIENT_IP_HEADER,
  });
  const deps: AccountDeps = {
    auth,
    db,
    limiter: limiter ?? createDbRateLimiter(db),
    files,
    mail,
    logger,
    socialProviders: config.socialProviders.map(({ id, name }) => ({ id, name })),
    rateLimitScale: config.RATE_LIMIT_SCALE,
    publicUrl: config.publicUrl,
    freshSessionSeconds: config.FRESH_SESSION_SECONDS,
    adminEmails: adminEmailSet(config.ADMIN_EMAILS),
  };
  /** A task queue writing into `tx`: what it enqueues exists only if the transaction commits. */
  const queueIn = (tx: Db) =>
    createTaskQueue(tx, { tasks, recordRefused: false, onEnqueue: () => runner.wake() });
  return { auth, deps, runner, queue, queueIn, mailDir, usesOutbox: !config.SMTP_URL, files, fileStoreKind };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** DKIM settings when DKIM_PRIVATE_KEY and DKIM_SELECTOR are set; the domain is DKIM_DOMAIN or the sender's. */
function dkimOf(config: Config, from: string | undefined) {
  if (!config.DKIM_PRIVATE_KEY || !config.DKIM_SELECTOR) return undefined;
  const domainName = config.DKIM_DOMAIN ?? /@([^\s@<>]+)>?\s*$/.exec(from ?? '')?.[1];
  if (!domainName) return undefined;
  return { domainName, keySelector: config.DKIM_SELECTOR, privateKey: config.DKIM_PRIVATE_KEY };
}

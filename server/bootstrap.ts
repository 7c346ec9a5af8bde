import { syncAdminRoles } from '../core/accounts/admin-role.ts';
import type { ErrorReporter } from '../core/shared/ports.ts';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { type ReferenceReport, loadReferenceData } from '../db/seed/reference.ts';
import { isNewDatabase, seedDemoData } from '../db/seed/seed.ts';
import { createErrorReporter } from '../infra/error-reporting/index.ts';
import { createSharpImageProcessor } from '../infra/images/sharp-image-processor.ts';
import { type Accounts, createAccounts } from './accounts.ts';
import type { Config } from './config.ts';
import { createServerI18n, type ServerI18n } from './i18n.ts';
import type { Logger } from './logger.ts';
import { createScaleOut } from './scale-out.ts';
import { createServices, type Services } from './services/index.ts';
import { newsletterRunTask } from './services/newsletter.ts';
import { SEND_EMAIL_TASK } from '../infra/mail/send-email-task.ts';

export interface Runtime {
  database: Database;
  services: Services;
  i18n: ServerI18n;
  accounts: Accounts;
  /** Sentry when SENTRY_DSN is set, a no-op otherwise. */
  errorReporter: ErrorReporter;
}

/** Use cases, accounts and their adapters over an open database. */
export function assembleRuntime(
  config: Config,
  database: Database,
  logger: Logger,
  options: { cacheJobs?: boolean } = {},
): Runtime {
  const i18n = createServerI18n();
  const scaleOut = createScaleOut({ config, database, logger });
  const accounts = createAccounts({
    config,
    db: database.db,
    logger,
    limiter: scaleOut.limiter,
    // The sender's task runs a use case of the services below (only ever called once they exist).
    moreTasks: (queue) => [newsletterRunTask({ queue, run: () => services.newsletter.runNewsletter() })],
  });
  const services = createServices(database, i18n, {
    ...options,
    files: accounts.deps.files,
    images: createSharpImageProcessor(),
    mail: accounts.deps.mail,
    tasks: accounts.queue,
    hrEmail: config.hrEmail,
    publicUrl: config.publicUrl,
    limiter: accounts.deps.limiter,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    fetchAllowHosts: config.FETCH_ALLOW_HOSTS,
    onMailError: (err) => logger.error({ err }, 'a notification e-mail could not be queued'),
    mailDir: accounts.usesOutbox ? accounts.mailDir : undefined,
    scaleOut,
    mailOn: (tx) => ({
      send: async ({ runAt, ...message }) => {
        await accounts.queueIn(tx).enqueue(SEND_EMAIL_TASK, message, runAt ? { runAt } : {});
      },
    }),
    newsletterRatePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
    unsubscribeMailbox: config.unsubscribeMailbox,
    bounceMailbox: config.bounceMailbox,
  });
  const errorReporter = createErrorReporter({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    onLoadFailure: (err) =>
      logger.error({ err }, 'the Sentry SDK could not be loaded; errors are not reported'),
  });
  // Closing the database also closes what the instances share (Redis, the LISTEN connection).
  const close = async () => {
    await scaleOut.close();
    await database.close();
  };
  return { database: { ...database, close }, services, i18n, accounts, errorReporter };
}

/** What the start-up did about data: the log says it, and tests read it. */
export interface SeedOutcome {
  reference: ReferenceReport;
  /** `loaded`: into this new database; `skipped`: a new database that should not get it; `not-new`: an existing one. */
  demo: 'loaded' | 'skipped' | 'not-new';
}

/**
 * Brings the reference data of a migrated database up to date and, into a new database, loads the
 * demo data when SEED_DEMO says so (by default only into the embedded one; ADR 130). Logs which.
 */
export async function prepareData({
  database,
  config,
  logger,
}: {
  database: Database;
  config: Pick<Config, 'SEED_DEMO'>;
  logger: Logger;
}): Promise<SeedOutcome> {
  const fresh = await isNewDatabase(database.db);
  const reference = await loadReferenceData(database.db);
  const wanted = config.SEED_DEMO ?? database.driver === 'pglite';
  if (fresh && wanted) await seedDemoData(database.db);
  const demo = !fresh ? 'not-new' : wanted ? 'loaded' : 'skipped';
  logger.info({ ...reference }, 'reference data brought up to date (rows edited by an admin kept)');
  logger.info(
    { demo, driver: database.driver },
    demo === 'loaded'
      ? 'demo data loaded into the new database (SEED_DEMO=false leaves it out)'
      : demo === 'skipped'
        ? 'no demo data in the new database (SEED_DEMO=true or `npm run db:seed -- --demo` adds it)'
        : 'existing database: no demo data loaded (`npm run db:seed -- --demo` adds it)',
  );
  return { reference, demo };
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrates it and
 * prepares its data (prepareData).
 */
export async function bootstrap(
  config: Config,
  logger: Logger,
  options: { seed?: boolean } = {},
): Promise<Runtime & { seeded?: SeedOutcome }> {
  const database = await openConfiguredDatabase(config);
  let seeded: SeedOutcome | undefined;
  // The seed runs under the migration lock: of instances starting together, exactly one seeds.
  await database.migrate(async () => {
    if (options.seed !== false) seeded = await prepareData({ database, config, logger });
  });
  logger.info({ driver: database.driver }, 'database migrated');
  await syncAdminRoles({ db: database.db, adminEmails: config.ADMIN_EMAILS });
  const runtime = assembleRuntime(config, database, logger);
  // A new tax year (or jobs written outside the portal) gets its net pay before the first search.
  const computed = await runtime.services.jobs.refreshNetPay();
  if (computed) logger.info({ payCombinations: computed }, 'net pay computed for the tax year in force');
  return { ...runtime, seeded };
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { listen } from './http/lingering-close.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { startUnsubscribeListener } from './inbound-mail.ts';
import { markRunning } from './data-export.ts';
import { createStartingGate } from './starting.ts';
import { ensureNewsletterSchedule } from './services/newsletter.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function listeningPort(server: { address(): unknown }, configured: number): number {
  const address = server.address();
  return address && typeof address === 'object' && 'port' in address ? Number(address.port) : configured;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // Listening at once: while the database is migrated /readyz answers 503, not a refused connection.
  const gate = createStartingGate();
  const server = listen(gate.fetch, { port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, 'listening; not ready until the database is migrated');
  });
  const runtime = await bootstrap(config, logger).catch((error: unknown) => {
    gate.failed();
    throw error;
  });
  const buildDir = path.resolve('build');
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const app = createApp({
    config,
    ...runtime,
    logger,
    metrics: createMetrics(),
    clientDir: path.join(buildDir, 'client'),
    ssr: (request, context) => handle(request, context as unknown as AppLoadContext),
  });

  runtime.accounts.runner.start();
  await ensureNewsletterSchedule(runtime.database.db, runtime.accounts.queue);
  // The tax year may change while the process runs: net pay follows within the hour (ADR 120).
  setInterval(
    () =>
      void runtime.services.jobs
        .refreshNetPay()
        .catch((err: unknown) => logger.error({ err }, 'net pay could not be refreshed')),
    3_600_000,
  ).unref();
  const inbound = await startUnsubscribeListener({ config, newsletter: runtime.services.newsletter, logger });
  gate.ready(app);
  // `npm run data:export` reaches the embedded database through this process (ADR 134).
  const unmark =
    runtime.database.driver === 'pglite'
      ? markRunning(config.dataDir, config.HOST, listeningPort(server, config.PORT))
      : () => undefined;
  logger.info(
    { port: config.PORT, url: config.publicUrl, driver: runtime.database.driver },
    'portal is listening and ready',
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing anyway');
      void runtime.accounts.runner
        .stop()
        .then(() => runtime.database.close())
        .finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void inbound?.close();
    server.close(async () => {
      // E-mails being sent finish and are marked; queued ones wait in the database for the next start.
      await runtime.accounts.runner.stop();
      await runtime.database.close();
      unmark();
      await runtime.errorReporter.flush(2000);
      logger.info('database closed; bye');
      clearTimeout(force);
      process.exit(0);
    });
    // Keep-alive connections become idle once their last response is sent: close them as they do.
    const idle = server as unknown as { closeIdleConnections?: () => void };
    idle.closeIdleConnections?.();
    setInterval(() => idle.closeIdleConnections?.(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

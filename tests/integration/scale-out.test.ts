import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { bootstrap, type Runtime } from '../../server/bootstrap.ts';
import { Redis } from 'ioredis';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createApp } from '../../server/app.ts';
import { assembleRuntime } from '../../server/bootstrap.ts';
import { createMetrics } from '../../server/metrics.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { openDatabase } from '../../db/client.ts';
import { SEND_EMAIL_TASK } from '../../infra/mail/send-email-task.ts';
import { jobSearchRequestSchema } from '../../contracts/jobs.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { scratchDatabases } from '../support/scratch-databases.ts';
import { templateDb, testDriver } from '../setup/test-db.ts';

const onPostgres = testDriver() === 'postgres';
/** PostgreSQL databases of their own: empty, or copies of the migrated and seeded test template. */
const databases = scratchDatabases('scale');
const runtimes: Runtime[] = [];

const instanceConfig = (databaseUrl: string, env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-instance-')),
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 's'.repeat(40),
    PUBLIC_URL: 'https://kariera.test',
    LOG_LEVEL: 'silent',
    ...env,
  });

afterAll(async () => {
  for (const r of runtimes) await r.database.close().catch(() => undefined);
  await databases.dropAll();
});

describe.runIf(onPostgres)('several instances on one PostgreSQL database', () => {
  it('two instances starting together on an empty database both start, and the demo data is loaded once', async () => {
    const url = await databases.create();
    const started = await Promise.allSettled([
      bootstrap(instanceConfig(url, { SEED_DEMO: 'true' }), createLogger('silent')),
      bootstrap(instanceConfig(url, { SEED_DEMO: 'true' }), createLogger('silent')),
    ]);
    for (const s of started) if (s.status === 'fulfilled') runtimes.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const [first] = runtimes;
    const [jobs] = await queryRows<{ n: number; names: number }>(
      first!.database.db,
      sql`select count(*)::int as n, count(distinct name)::int as names from job`,
    );
    expect(jobs!.n).toBeGreaterThan(0);
    expect(jobs!.n).toBe(jobs!.names);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One instance as production runs it (task runner started), on `databaseUrl`. */
async function startInstance(databaseUrl: string, env: Record<string, string>) {
  const config = instanceConfig(databaseUrl, { TRUST_PROXY: 'true', ...env });
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const logger = createLogger('silent');
  const runtime = assembleRuntime(config, database, logger);
  runtimes.push(runtime);
  runtime.accounts.runner.start();
  const app = createApp({ config, ...runtime, logger, metrics: createMetrics() });
  return { ...runtime, app };
}

describe.runIf(onPostgres).each([
  { name: 'PostgreSQL only', redis: false },
  { name: 'PostgreSQL and Redis', redis: true },
])('two instances, $name', ({ redis }) => {
  let sink: SmtpSink;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;

  it('start on one database', async () => {
    sink = await startSmtpSink();
    const url = await databases.create(templateDb());
    const env = { SMTP_URL: sink.url, ...(redis ? { REDIS_URL } : {}) };
    [a, b] = await Promise.all([startInstance(url, env), startInstance(url, env)]);
  });

  it('share a limit: alternating instances reach 429 at the same count as one', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const body = JSON.stringify({
      email: `nobody-${randomBytes(4).toString('hex')}@example.sk`,
      password: 'x-123456789',
    });
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signIn.max; i++) {
      const instance = i % 2 === 0 ? a : b;
      const response = await instance.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          origin: 'https://kariera.test',
        },
        body,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, RATE_LIMITS.signIn.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    if (redis) {
      // The count lives in Redis, not in the database's table.
      const client = new Redis(REDIS_URL);
      const keys = await client.keys('kariera:*:rl:*');
      await client.quit();
      expect(keys.length).toBeGreaterThan(0);
    }
  });

  it('send every queued e-mail exactly once', async () => {
    const before = sink.messages.length;
    const tag = randomBytes(4).toString('hex');
    const count = 12;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        (i % 2 ? a : b).accounts.queue.enqueue(SEND_EMAIL_TASK, {
          template: 'verify-email',
          to: `once-${tag}-${i}@example.sk`,
          locale: 'en',
          data: { name: `Once ${i}`, url: `https://kariera.test/verify/${i}`, expiresHours: 24 },
        }),
      ),
    );
    await expect
      .poll(
        async () => {
          const [row] = await queryRows<{ open: number }>(
            a.database.db,
            sql`select count(*)::int as open from task where status in ('queued', 'running')`,
          );
          return row!.open;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(0);
    const mine = sink.messages.slice(before).filter((m) => m.to.includes(`once-${tag}-`));
    expect(mine.map((m) => m.to).sort()).toEqual(
      Array.from({ length: count }, (_, i) => `once-${tag}-${i}@example.sk`).sort(),
    );
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(count);
  });

  it("show an admin's writes on one instance in the other's search at once", async () => {
    const word = `Zebrafish${randomBytes(3).toString('hex')}`;
    const byWord = (w: string) => jobSearchRequestSchema.parse({ filter: { query: w } });
    const all = jobSearchRequestSchema.parse({ size: 100 });
    // The other instance has answered (and cached, for 30 s) these searches before the writes.
    expect((await b.services.jobs.findJobs(byWord(word), 'en')).page.totalElements).toBe(0);
    const before = await b.services.jobs.findJobs(all, 'en');
    const input = jobSearchInput(word);
    const created = await a.services.jobs.admin.createJob(input, true);
    expect((await b.services.jobs.findJobs(byWord(word), 'en')).page.content.map((j) => j.id)).toEqual([
      created.id,
    ]);
    await a.services.jobs.admin.updateJob(created.id, { ...input, name: `Renamed ${word}x` });
    expect(
      (await b.services.jobs.findJobs(byWord(`${word}x`), 'en')).page.content.map((j) => j.name),
    ).toEqual([`Renamed ${word}x`]);
    await a.services.jobs.admin.unpublishJob(created.id);
    expect((await b.services.jobs.findJobs(byWord(word), 'en')).page.totalElements).toBe(0);
    const after = await b.services.jobs.findJobs(all, 'en');
    expect(after.page.totalElements).toBe(before.page.totalElements);
    // The home counts of the other instance follow by message (LISTEN/NOTIFY or Redis).
    await a.services.jobs.admin.expireJob(after.page.content[0]!.id);
    expect((await b.services.jobs.findJobs(all, 'en')).page.totalElements).toBe(
      before.page.totalElements - 1,
    );
    await expect
      .poll(async () => (await b.services.jobs.getHomeStats()).jobs)
      .toBe(before.page.totalElements - 1);
  });

  it('stop', async () => {
    await sink.close();
  });
});

/** A job as the admin enters it, findable by `word`. */
function jobSearchInput(word: string) {
  return {
    name: `Kotlin vývojár ${word}`,
    description: 'Hľadáme vývojára.',
    language: 'sk' as const,
    city: 'Trenčín',
    countryCode: 'SK',
    partner: 'Banka a.s.',
    profession: 'BACKEND' as const,
    requiredLevels: ['senior' as const],
    expertises: ['Kotlin'],
    tags: [],
    legalRelationType: 'contract' as const,
    remoteOfficePercentage: 60,
    hourlyRate: 45,
    mdBudgetFrom: null,
    mdBudgetTo: null,
    monthlySalaryFrom: null,
    monthlySalaryTo: null,
    jobStartDate: null,
    projectLengthInMonths: null,
    extensionPossible: false,
    topOffer: false,
    topOrder: 1000,
    requirements: [],
    benefits: [],
    responsibleHrUserId: null,
    responsibleHrName: null,
    validThrough: null,
    available: true,
  };
}

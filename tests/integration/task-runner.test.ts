import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, type Db, openDatabase, queryRows } from '../../db/client.ts';
import { task } from '../../db/schema/system.ts';
import {
  PermanentTaskError,
  type TaskLogger,
  type TaskRunnerOptions,
  createTaskQueue,
  createTaskRunner,
  defineTask,
  retryDelayMs,
} from '../../infra/tasks/runner.ts';
import type { Logger } from '../../server/logger.ts';
import { adminUrl, openTestDatabase, testDriver, withDatabase } from '../setup/test-db.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  // pg's Pool.end() resolves before its sockets close, and openTestDatabase then drops the database
  // WITH (FORCE): the idle clients' "terminating connection" error would reach the pool, which has
  // no 'error' listener (db/client.ts) and so throws it as an uncaught exception.
  const pool = (database?.db as unknown as { $client?: { on?: (e: 'error', f: () => void) => void } })
    ?.$client;
  if (testDriver() === 'postgres') pool?.on?.('error', () => undefined);
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(task);
});

/** A logger that keeps what it is told, to look at when a test fails. */
function recordingLogger(): TaskLogger & { lines: Array<{ level: string; obj: object; msg?: string }> } {
  const lines: Array<{ level: string; obj: object; msg?: string }> = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const row = async (id: number, db: Db = database.db) => {
  const [found] = await db.select().from(task).where(eq(task.id, id));
  if (!found) throw new Error(`task ${id} is missing`);
  return found;
};

/** Seconds from the database's now() until the task's run_at. */
const secondsUntilRun = async (id: number) => {
  const [r] = await queryRows<{ s: number }>(
    database.db,
    sql`select extract(epoch from run_at - now())::float8 as s from task where id = ${id}`,
  );
  return Number(r!.s);
};

const makeDue = (id: number) => database.db.execute(sql`update task set run_at = now() where id = ${id}`);

/** What the echo task's handler was called with. */
type EchoCall = { id: number; payload: { n: number }; attempt: number };

/**
 * A runner of `tasks` over the test database with a recording logger, as instance `a` unless
 * `options` say otherwise.
 */
function testRunner(tasks: TaskRunnerOptions['tasks'], options: Partial<TaskRunnerOptions> = {}) {
  return createTaskRunner({ db: database.db, tasks, logger: recordingLogger(), instanceId: 'a', ...options });
}

function echoTask(calls: EchoCall[]) {
  return defineTask({
    name: 'echo',
    version: 1,
    payload: z.object({ n: z.number().int() }),
    async handler(context) {
      calls.push(context);
    },
  });
}

describe(`task runner on ${testDriver()}`, () => {
  it('accepts the pino logger of the server', () => {
    const accepts = (logger: Logger): TaskLogger => logger;
    expect(accepts).toBeTypeOf('function');
  });

  it('backs off exponentially from 5 s, capped at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(11)).toBe(3_600_000);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });

  it('runs a due task exactly once and marks it done', async () => {
    const calls: EchoCall[] = [];
    const tasks = [echoTask(calls)];
    const queue = createTaskQueue(database.db, { tasks });
    const runner = testRunner(tasks);

    const id = await queue.enqueue('echo', { n: 7 });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);

    expect(calls).toEqual([{ id, payload: { n: 7 }, attempt: 1 }]);
    const done = await row(id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedBy: 'a', lastError: null, version: 1 });
    expect(done.finishedAt).toBeInstanceOf(Date);
  });

  it('leaves a task that is not yet due until its time comes', async () => {
    const calls: EchoCall[] = [];
    const tasks = [echoTask(calls)];
    const queue = createTaskQueue(database.db);
    const runner = testRunner(tasks);

    const id = await queue.enqueue('echo', { n: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await runner.runDue()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(calls).toEqual([]);

    await makeDue(id);
    expect(await runner.runDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failing handler later and later, then fails it with the last error', async () => {
    const attempts: number[] = [];
    const flaky = defineTask({
      name: 'flaky',
      version: 1,
      payload: z.object({}),
      async handler({ attempt }) {
        attempts.push(attempt);
        throw new Error(`boom ${attempt}`);
      },
    });
    const queue = createTaskQueue(database.db);
    const runner = testRunner([flaky]);
    const id = await queue.enqueue('flaky', {}, { maxAttempts: 3 });

    expect(await runner.runDue()).toBe(1);
    let current = await row(id);
    expect(current).toMatchObject({ status: 'queued', attempts: 1 });
    expect(current.lastError).toContain('boom 1');
    const firstDelay = await secondsUntilRun(id);
    expect(firstDelay).toBeGreaterThan(3.5);
    expect(firstDelay).toBeLessThanOrEqual(5);
    expect(await runner.runDue()).toBe(0); // not due again yet

    await makeDue(id);
    expect(await runner.runDue()).toBe(1);
    current = await row(id);
    expect(current).toMatchObject({ status: 'queued', attempts: 2 });
    expect(current.lastError).toContain('boom 2');
    const secondDelay = await secondsUntilRun(id);
    expect(secondDelay).toBeGreaterThan(8.5);
    expect(secondDelay).toBeLessThanOrEqual(10);

    await makeDue(id);
    expect(await runner.runDue()).toBe(1);
    current = await row(id);
    expect(current).toMatchObject({ status: 'failed', attempts: 3 });
    expect(current.lastError).toContain('boom 3');
    expect(current.finishedAt).toBeInstanceOf(Date);
    expect(attempts).toEqual([1, 2, 3]);

    await makeDue(id);
    expect(await runner.runDue()).toBe(0);
  });

  it('fails at once an unknown task, an invalid payload, and a permanent error', async () => {
    const calls: EchoCall[] = [];
    const permanent = defineTask({
      name: 'permanent',
      version: 1,
      payload: z.object({}),
      async handler() {
        throw new PermanentTaskError('the candidate is gone');
      },
    });
    const tasks = [echoTask(calls), permanent];
    const queue = createTaskQueue(database.db); // no task list: stores anything
    const runner = testRunner(tasks, { concurrency: 5 });

    const unknown = await queue.enqueue('no-such-task', { n: 1 });
    const invalid = await queue.enqueue('echo', { n: 'seven' });
    const gone = await queue.enqueue('permanent', {});
    expect(await runner.runDue()).toBe(3);

    expect(await row(unknown)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(unknown)).lastError).toContain('Unknown task "no-such-task"');
    expect(await row(invalid)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(invalid)).lastError).toMatch(/Invalid payload[\s\S]*n/);
    expect(await row(gone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(gone)).lastError).toContain('the candidate is gone');
    expect(calls).toEqual([]);
  });

  it('refuses at enqueue an unknown task or invalid payload when it knows the tasks', async () => {
    const queue = createTaskQueue(database.db, { tasks: [echoTask([])] });
    await expect(queue.enqueue('no-such-task', {})).rejects.toThrow(/Unknown task/);
    await expect(queue.enqueue('echo', { n: 'x' })).rejects.toThrow(/Invalid payload/);
    await expect(queue.enqueue('echo', { n: 1 }, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
    expect(await database.db.select().from(task)).toEqual([]);
  });

  it('enqueues inside a transaction: the task exists only if the transaction commits', async () => {
    const enqueued: number[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await createTaskQueue(tx as unknown as Db).enqueue('echo', { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await database.db.select().from(task)).toEqual([]);

    const id = await database.db.transaction((tx) =>
      createTaskQueue(tx as unknown as Db, { onEnqueue: (t) => enqueued.push(t.id) }).enqueue('echo', {
        n: 2,
      }),
    );
    expect(enqueued).toEqual([id]);
    expect(await row(id)).toMatchObject({ name: 'echo', status: 'queued', payload: { n: 2 } });
  });

  it('reclaims a running task whose runner stopped responding, but not a fresh one', async () => {
    const calls: EchoCall[] = [];
    const tasks = [echoTask(calls)];
    const runner = testRunner(tasks, { instanceId: 'b', staleAfterMs: 60_000, concurrency: 5 });
    const insert = async (values: { n: number; minutesAgo: number; attempts: number }) => {
      const [r] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into task (name, payload, status, attempts, max_attempts, locked_by, locked_at)
            values ('echo', ${JSON.stringify({ n: values.n })}::jsonb, 'running', ${values.attempts}, 3, 'dead',
                    now() - (${values.minutesAgo}::double precision * interval '1 minute'))
            returning id`,
      );
      return r!.id;
    };
    const stale = await insert({ n: 1, minutesAgo: 10, attempts: 1 });
    const fresh = await insert({ n: 2, minutesAgo: 0, attempts: 1 });
    const exhausted = await insert({ n: 3, minutesAgo: 10, attempts: 3 });

    expect(await runner.runDue()).toBe(1);
    expect(calls.map((c) => [c.id, c.attempt])).toEqual([[stale, 2]]);
    expect(await row(stale)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'b' });
    expect(await row(fresh)).toMatchObject({ status: 'running', attempts: 1, lockedBy: 'dead' });
    const abandoned = await row(exhausted);
    expect(abandoned).toMatchObject({ status: 'failed', attempts: 3 });
    expect(abandoned.lastError).toContain('Abandoned');
  });

  it('by default picks up within 30 s the task of an instance that crashed, and keeps a live one', async () => {
    const calls: EchoCall[] = [];
    const runner = testRunner([echoTask(calls)], { instanceId: 'survivor' });
    const insert = async (n: number, secondsAgo: number) => {
      const [r] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into task (name, payload, status, attempts, max_attempts, locked_by, locked_at)
            values ('echo', ${JSON.stringify({ n })}::jsonb, 'running', 1, 3, 'crashed',
                    now() - (${secondsAgo}::double precision * interval '1 second'))
            returning id`,
      );
      return r!.id;
    };
    const crashed = await insert(1, 31);
    const alive = await insert(2, 5);
    expect(await runner.runDue()).toBe(1);
    expect(await row(crashed)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'survivor' });
    expect(await row(alive)).toMatchObject({ status: 'running', lockedBy: 'crashed' });
  });

  it('does not let a runner whose task was reclaimed overwrite the new outcome', async () => {
    const release = deferred();
    const started = deferred();
    const slow = defineTask({
      name: 'slow',
      version: 1,
      payload: z.object({}),
      async handler({ attempt }) {
        if (attempt === 1) {
          started.resolve();
          await release.promise;
          throw new Error('late failure');
        }
      },
    });
    const logger = recordingLogger();
    const first = testRunner([slow], { logger, instanceId: 'first' });
    const second = testRunner([slow], { logger, instanceId: 'second' });
    const id = await createTaskQueue(database.db).enqueue('slow', {});
    const running = first.runDue();
    await started.promise;
    // The first runner looks dead: its lock is old, so the second one takes the task over and finishes it.
    await database.db.execute(sql`update task set locked_at = now() - interval '1 hour' where id = ${id}`);
    expect(await second.runDue()).toBe(1);
    release.resolve();
    await running;
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'second', lastError: null });
    expect(logger.lines.some((l) => l.level === 'warn' && /reclaimed/.test(l.msg ?? ''))).toBe(true);
  });

  it('starts a task as soon as it is enqueued when woken, without waiting for the poll', async () => {
    const calls: EchoCall[] = [];
    const tasks = [echoTask(calls)];
    const runner = testRunner(tasks, { pollMs: 600_000 });
    const queue = createTaskQueue(database.db, { tasks, onEnqueue: () => runner.wake() });
    runner.start();
    try {
      // The next poll is ten minutes away: each task runs this quickly only because enqueue woke the runner.
      for (const n of [1, 2, 3]) {
        const id = await queue.enqueue('echo', { n });
        await vi.waitFor(async () => expect((await row(id)).status).toBe('done'), {
          timeout: 10_000,
          interval: 20,
        });
      }
      expect(calls.map((c) => c.payload.n)).toEqual([1, 2, 3]);
    } finally {
      await runner.stop();
    }
  });

  it('stop() waits for the handler in flight and its row to be marked, and then claims nothing', async () => {
    const started = deferred();
    const release = deferred();
    const blocking = defineTask({
      name: 'blocking',
      version: 1,
      payload: z.object({}),
      async handler() {
        started.resolve();
        await release.promise;
      },
    });
    const runner = testRunner([blocking], { pollMs: 20 });
    const queue = createTaskQueue(database.db);
    const id = await queue.enqueue('blocking', {});
    runner.start();
    await started.promise;

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // A database round trip gives the runner every chance to (wrongly) finish stopping.
    expect((await row(id)).status).toBe('running');
    expect(stopped).toBe(false);

    release.resolve();
    await stopping;
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });

    const later = await queue.enqueue('blocking', {});
    expect(await runner.runDue()).toBe(0);
    expect((await row(later)).status).toBe('queued');
  });

  /** Starts two runners (one per database handle), enqueues 50 tasks and checks each ran exactly once. */
  async function twoRunnersShareTheWork(dbA: Db, dbB: Db) {
    const ran: Array<{ id: number; instance: string }> = [];
    const work = (instance: string, db: Db) =>
      defineTask({
        name: 'work',
        version: 1,
        payload: z.object({ i: z.number() }),
        async handler({ id }) {
          // Some database work, so that the two runners' claims interleave.
          await db.execute(testDriver() === 'postgres' ? sql`select pg_sleep(0.005)` : sql`select 1`);
          ran.push({ id, instance });
        },
      });
    const runners = [
      createTaskRunner({
        db: dbA,
        tasks: [work('one', dbA)],
        logger: recordingLogger(),
        instanceId: 'one',
        pollMs: 10,
        concurrency: 3,
      }),
      createTaskRunner({
        db: dbB,
        tasks: [work('two', dbB)],
        logger: recordingLogger(),
        instanceId: 'two',
        pollMs: 10,
        concurrency: 3,
      }),
    ];
    for (const runner of runners) runner.start();
    try {
      const ids = await dbA.transaction(async (tx) => {
        const queue = createTaskQueue(tx as unknown as Db);
        const out: number[] = [];
        for (let i = 0; i < 50; i++) out.push(await queue.enqueue('work', { i }));
        return out;
      });
      for (const runner of runners) runner.wake();
      await vi.waitFor(
        async () => {
          const [r] = await queryRows<{ n: number }>(
            dbA,
            sql`select count(*)::int as n from task where status = 'done'`,
          );
          expect(r!.n).toBe(50);
        },
        { timeout: 30_000, interval: 25 },
      );
      expect(ran).toHaveLength(50);
      expect(new Set(ran.map((r) => r.id))).toEqual(new Set(ids));
      const rows = await dbA.select().from(task);
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      for (const r of rows) expect(r.lockedBy).toBe(ran.find((x) => x.id === r.id)!.instance);
      return ran;
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
  }

  it('two runners on one database handle run 50 tasks, each exactly once', async () => {
    await twoRunnersShareTheWork(database.db, database.db);
  });

  it.runIf(testDriver() === 'postgres')(
    'two instances (separate connection pools) share 50 tasks, each exactly once',
    async () => {
      const [current] = await queryRows<{ name: string }>(
        database.db,
        sql`select current_database() as name`,
      );
      const other = await openDatabase({ databaseUrl: withDatabase(adminUrl(), current!.name), poolSize: 4 });
      try {
        const ran = await twoRunnersShareTheWork(database.db, other.db);
        expect(new Set(ran.map((r) => r.instance))).toEqual(new Set(['one', 'two']));
      } finally {
        await other.close();
      }
    },
  );
});

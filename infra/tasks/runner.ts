import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { PermanentTaskError, type TaskDefinition } from './define-task.ts';

export { defineTask, PermanentTaskError, type TaskContext, type TaskDefinition } from './define-task.ts';
export { createTaskQueue, type EnqueuedTask, type TaskQueueOptions } from './task-queue.ts';

/** The part of a pino logger the runner uses (infra does not depend on server/logger.ts). */
export interface TaskLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface TaskRunnerOptions {
  db: Db;
  tasks: readonly TaskDefinition[];
  logger: TaskLogger;
  /** Written to `locked_by`: which instance runs a task (e.g. hostname + pid). */
  instanceId: string;
  /** How often to look for due tasks when nothing woke the runner. */
  pollMs?: number;
  /** Handlers running at once in this instance. */
  concurrency?: number;
  /**
   * A `running` row whose lock is older than this is taken to be abandoned (crashed instance) and
   * reclaimed. A live runner refreshes its locks every third of it (heartbeat), so 30 s lets another
   * instance send a crashed instance's e-mail within 30 s without ever taking a live one's.
   */
  staleAfterMs?: number;
}

export interface TaskRunner {
  /** Starts polling for due tasks. */
  start(): void;
  /** Runs a claim round soon (call after enqueue so the task does not wait for the next poll). */
  wake(): void;
  /** One claim round: claims up to `concurrency` due tasks, runs them, and returns how many ran. */
  runDue(): Promise<number>;
  /** Stops claiming, waits for the handlers in flight to finish and their rows to be marked. */
  stop(): Promise<void>;
}

/** Delay before retry number `attempts` (the attempt that just failed): 5 s · 2^(attempts−1), at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface ClaimedRow {
  id: number;
  name: string;
  version: number;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const ERROR_MAX_LENGTH = 4_000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}${stackTail(error)}` : String(error);
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH)}…` : text;
}

function stackTail(error: Error): string {
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames?.length ? `\n${frames.slice(0, 8).join('\n')}` : '';
}

/**
 * The durable task runner of one instance. Claims due rows of the `task` table with
 * `FOR UPDATE SKIP LOCKED` (so any number of instances share the work, each task running once),
 * runs handlers outside the claiming transaction, and marks rows done, retried with back-off, or failed.
 */
export function createTaskRunner({
  db,
  tasks,
  logger,
  instanceId,
  pollMs = 1_000,
  concurrency = 2,
  staleAfterMs = 30_000,
}: TaskRunnerOptions): TaskRunner {
  if (concurrency < 1) throw new Error('concurrency must be at least 1');
  const definitions = new Map(tasks.map((t) => [t.name, t]));
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The claim round in progress, if any: rounds never overlap within one instance. */
  let round: Promise<void> | undefined;
  let roundAgain = false;

  /** Claims up to `limit` due rows (queued and due, or running with a stale lock) in one statement. */
  async function claim(limit: number): Promise<ClaimedRow[]> {
    if (limit <= 0) return [];
    // A row abandoned during its last attempt is not run again: it fails.
    await db.execute(sql`
      update task
         set status = 'failed', finished_at = now(),
             last_error = coalesce(last_error || E'\n', '') || 'Abandoned: the instance running the last attempt stopped responding'
       where status = 'running'
         and locked_at < now() - (${staleAfterMs}::double precision * interval '1 millisecond')
         and attempts >= max_attempts`);
    const rows = await queryRows<ClaimedRow>(
      db,
      sql`
      with due as (
        select id from task
         where (status = 'queued' and run_at <= now())
            or (status = 'running'
                and locked_at < now() - (${staleAfterMs}::double precision * interval '1 millisecond')
                and attempts < max_attempts)
         order by run_at, id
         limit ${limit}
         for update skip locked
      )
      update task t
         set status = 'running', locked_by = ${instanceId}, locked_at = now(), attempts = t.attempts + 1
        from due
       where t.id = due.id
      returning t.id, t.name, t.version, t.payload, t.attempts, t.max_attempts`,
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Marks the row of this claim (same instance, same attempt) unless another instance reclaimed it. */
  async function mark(row: ClaimedRow, outcome: 'done' | 'retry' | 'failed', error?: string): Promise<void> {
    const mine = sql`id = ${row.id} and status = 'running' and locked_by = ${instanceId} and attempts = ${row.attempts}`;
    const query =
      outcome === 'done'
        ? sql`update task set status = 'done', finished_at = now(), last_error = null where ${mine} returning id`
        : outcome === 'retry'
          ? sql`update task set status = 'queued', last_error = ${error ?? null},
                  run_at = now() + (${retryDelayMs(row.attempts)}::double precision * interval '1 millisecond')
                 where ${mine} returning id`
          : sql`update task set status = 'failed', finished_at = now(), last_error = ${error ?? null}
                 where ${mine} returning id`;
    const updated = await queryRows<{ id: number }>(db, query);
    if (updated.length === 0)
      logger.warn(
        { taskId: row.id, task: row.name, attempt: row.attempts, outcome },
        'task row was reclaimed by another runner before it could be marked',
      );
  }

  /** Keeps `locked_at` fresh while a handler runs, so a long task is not mistaken for an abandoned one. */
  function heartbeat(row: ClaimedRow): () => void {
    const interval = setInterval(
      () => {
        db.execute(
          sql`update task set locked_at = now()
               where id = ${row.id} and status = 'running' and locked_by = ${instanceId} and attempts = ${row.attempts}`,
        ).catch((error: unknown) =>
          logger.warn({ taskId: row.id, err: error }, 'could not refresh the lock of a running task'),
        );
      },
      Math.max(100, Math.floor(staleAfterMs / 3)),
    );
    interval.unref();
    return () => clearInterval(interval);
  }

  async function execute(row: ClaimedRow): Promise<void> {
    const log = { taskId: row.id, task: row.name, attempt: row.attempts, instanceId };
    const definition = definitions.get(row.name);
    if (!definition) {
      logger.error(log, 'unknown task: failed');
      await mark(row, 'failed', `Unknown task "${row.name}" (version ${row.version})`);
      return;
    }
    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success) {
      logger.error(log, 'invalid task payload: failed');
      await mark(row, 'failed', `Invalid payload (version ${row.version}): ${z.prettifyError(parsed.error)}`);
      return;
    }
    const stopHeartbeat = heartbeat(row);
    const started = performance.now();
    try {
      await definition.handler({ id: row.id, payload: parsed.data, attempt: row.attempts });
    } catch (error) {
      stopHeartbeat();
      const permanent = error instanceof PermanentTaskError;
      const retry = !permanent && row.attempts < row.max_attempts;
      logger[retry ? 'warn' : 'error'](
        { ...log, err: error, retryInMs: retry ? retryDelayMs(row.attempts) : undefined },
        retry ? 'task failed; will retry' : 'task failed for good',
      );
      await mark(row, retry ? 'retry' : 'failed', describeError(error));
      return;
    }
    stopHeartbeat();
    await mark(row, 'done');
    logger.info({ ...log, ms: Math.round(performance.now() - started) }, 'task done');
  }

  /** Runs one claimed row in the background, tracked until its row is marked. */
  function launch(row: ClaimedRow): Promise<void> {
    const run = execute(row)
      .catch((error: unknown) =>
        logger.error(
          { taskId: row.id, task: row.name, err: error },
          'could not record the outcome of a task',
        ),
      )
      .finally(() => {
        inFlight.delete(run);
        // A slot is free: look for more due work now rather than at the next poll.
        if (started && !stopping) schedule(0);
      });
    inFlight.add(run);
    return run;
  }

  /** One background claim round that fills the free slots. */
  async function backgroundRound(): Promise<void> {
    do {
      roundAgain = false;
      if (stopping) return;
      const free = concurrency - inFlight.size;
      if (free <= 0) return;
      const rows = await claim(free);
      for (const row of rows) void launch(row);
      // A full batch suggests more due work.
      if (rows.length === free) roundAgain = true;
    } while (roundAgain && !stopping);
  }

  function runRound(): void {
    if (round) {
      roundAgain = true;
      return;
    }
    round = backgroundRound()
      .catch((error: unknown) => logger.error({ err: error, instanceId }, 'claiming tasks failed'))
      .finally(() => {
        round = undefined;
        if (started && !stopping) schedule(roundAgain ? 0 : pollMs);
      });
  }

  /** (Re)arms the timer: the next round runs after `delayMs`, or sooner if it was already due sooner. */
  let timerDue = Infinity;
  function schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (timer && timerDue <= due) return;
    if (timer) clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(() => {
      timer = undefined;
      timerDue = Infinity;
      runRound();
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (started || stopping) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (started && !stopping) schedule(0);
    },
    async runDue() {
      if (stopping) return 0;
      const rows = await claim(concurrency);
      await Promise.all(rows.map(launch));
      return rows.length;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await round;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

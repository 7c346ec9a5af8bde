import type { Redis } from 'ioredis';
import type { Client } from 'pg';

/** Tells every instance that jobs changed, so each forgets its caches of job data (home counts, top technologies). */
export interface JobsChangedBus {
  /** Announces a change to every instance, this one included; resolves once it is sent. */
  publish(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'kariera_jobs_changed';

/** One process: the change reaches only this instance's listeners (PGlite, tests). */
export function createLocalJobsChangedBus(): JobsChangedBus {
  const listeners: (() => void)[] = [];
  return {
    async publish() {
      for (const l of listeners) l();
    },
    onChange: (l) => void listeners.push(l),
    close: async () => undefined,
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY over one dedicated connection per instance. A lost connection is opened
 * again (and every cache is cleared then, as changes may have been missed).
 */
export function createPgJobsChangedBus({
  databaseUrl,
  onError,
}: {
  databaseUrl: string;
  onError: (error: unknown) => void;
}): JobsChangedBus {
  const listeners: (() => void)[] = [];
  const notify = () => listeners.forEach((l) => l());
  let closed = false;
  let client: Client | undefined;
  const connect = async (): Promise<void> => {
    const { default: pg } = await import('pg');
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', notify);
    c.on('error', (error) => {
      onError(error);
      if (closed) return;
      client = undefined;
      setTimeout(() => void connect().then(notify, onError), 1_000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  const ready = connect().catch(onError);
  return {
    async publish() {
      notify();
      await ready;
      const { default: pg } = await import('pg');
      const sender = client ?? new pg.Client({ connectionString: databaseUrl });
      if (sender !== client) await sender.connect();
      try {
        await sender.query(`NOTIFY ${CHANNEL}`);
      } finally {
        if (sender !== client) await sender.end();
      }
    },
    onChange: (l) => void listeners.push(l),
    async close() {
      closed = true;
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Redis pub/sub: a subscriber connection (a duplicate of `redis`) per instance. */
export function createRedisJobsChangedBus({
  redis,
  onError,
}: {
  redis: Redis;
  onError: (error: unknown) => void;
}): JobsChangedBus {
  const listeners: (() => void)[] = [];
  const notify = () => listeners.forEach((l) => l());
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', notify);
  const ready = subscriber.subscribe(CHANNEL).catch(onError);
  return {
    async publish() {
      notify();
      await redis.publish(CHANNEL, '1');
    },
    onChange: (l) => void listeners.push(l),
    async close() {
      await ready;
      await subscriber.quit().catch(() => undefined);
    },
  };
}

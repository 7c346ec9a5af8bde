import { z } from 'zod';
import type { TaskQueue } from '../../core/shared/ports.ts';
import type { Db } from '../../db/client.ts';
import { task } from '../../db/schema/system.ts';
import type { TaskDefinition } from './define-task.ts';

export interface EnqueuedTask {
  id: number;
  name: string;
  runAt: Date | undefined;
}

export interface TaskQueueOptions {
  /** Called after the row is inserted, e.g. `() => runner.wake()` so a due task starts at once. */
  onEnqueue?: (task: EnqueuedTask) => void;
  /**
   * The known tasks: when given, enqueue refuses an unknown name or a payload that fails its schema
   * (so the mistake surfaces in the request, not later in the runner) and stores the task's version.
   */
  tasks?: readonly TaskDefinition[];
  /**
   * Keep a refused task (unknown payload shape, e.g. a bad recipient) as a failed row with the reason
   * before throwing, so it is never lost silently: the admin sees it and may retry it.
   */
  recordRefused?: boolean;
}

/**
 * The TaskQueue port over the `task` table. `db` may be a transaction: the task then exists only if
 * the transaction commits (its `onEnqueue` runs before the commit; the runner's next poll picks it up).
 */
export function createTaskQueue(db: Db, options: TaskQueueOptions = {}): TaskQueue {
  const known = new Map(options.tasks?.map((t) => [t.name, t]));
  return {
    async enqueue(name, payload, { runAt, maxAttempts } = {}) {
      const definition = known.get(name);
      if (options.tasks && !definition) throw new Error(`Unknown task "${name}"`);
      if (definition) {
        const parsed = definition.payload.safeParse(payload);
        if (!parsed.success) {
          const reason = `Invalid payload for task "${name}": ${z.prettifyError(parsed.error)}`;
          if (options.recordRefused)
            await db.insert(task).values({
              name,
              version: definition.version,
              payload,
              status: 'failed',
              lastError: reason,
              finishedAt: new Date(),
            });
          throw new Error(reason);
        }
      }
      if (maxAttempts !== undefined && (!Number.isInteger(maxAttempts) || maxAttempts < 1))
        throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
      const [row] = await db
        .insert(task)
        .values({ name, version: definition?.version ?? 1, payload, runAt, maxAttempts })
        .returning({ id: task.id });
      if (!row) throw new Error('Task insert returned no row');
      options.onEnqueue?.({ id: row.id, name, runAt });
      return row.id;
    },
  };
}

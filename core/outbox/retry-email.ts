import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { task } from '../../db/schema/system.ts';
import { AppError } from '../shared/app-error.ts';
import { EMAIL_TASK_NAME } from './list-undelivered-emails.ts';

/**
 * Queues an undelivered e-mail again with a fresh set of attempts (the task runner picks it up at
 * its next poll). NOT_FOUND when there is no given-up e-mail by that id.
 */
export async function retryEmail({ db, id }: { db: Db; id: number }): Promise<void> {
  const rows = await db
    .update(task)
    .set({
      status: 'queued',
      attempts: 0,
      runAt: new Date(),
      finishedAt: null,
      lockedBy: null,
      lockedAt: null,
    })
    .where(and(eq(task.id, id), eq(task.name, EMAIL_TASK_NAME), eq(task.status, 'failed')))
    .returning({ id: task.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

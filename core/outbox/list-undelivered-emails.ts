import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { task } from '../../db/schema/system.ts';

/** The task name of an e-mail (infra's send-email task); core reads its rows, never sends. */
export const EMAIL_TASK_NAME = 'send-email';

/** An e-mail that could not be queued or sent for good: what the admin sees next to the outbox. */
export interface UndeliveredEmail {
  id: number;
  to: string;
  template: string;
  error: string;
  attempts: number;
  /** ISO time it was given up. */
  failedAt: string;
}

/** E-mails given up (refused when queued, or failed on every attempt), newest first. */
export async function listUndeliveredEmails({
  db,
  limit = 50,
}: {
  db: Db;
  limit?: number;
}): Promise<UndeliveredEmail[]> {
  const rows = await db
    .select()
    .from(task)
    .where(and(eq(task.name, EMAIL_TASK_NAME), eq(task.status, 'failed')))
    .orderBy(desc(task.id))
    .limit(limit);
  return rows.map((row) => {
    const payload = (row.payload ?? {}) as { to?: unknown; template?: unknown };
    return {
      id: row.id,
      to: typeof payload.to === 'string' ? payload.to : '',
      template: typeof payload.template === 'string' ? payload.template : '',
      error: (row.lastError ?? '').slice(0, 2000),
      attempts: row.attempts,
      failedAt: (row.finishedAt ?? row.createdAt).toISOString(),
    };
  });
}

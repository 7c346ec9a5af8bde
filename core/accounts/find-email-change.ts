import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authEvent } from '../../db/schema/auth.ts';

/** The last change of e-mail an account asked for (from the audit log), and whether the old address was told. */
export async function findEmailChange({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<{ from: string; to: string; notified: boolean } | undefined> {
  const [row] = await db
    .select({ id: authEvent.id, detail: authEvent.detail })
    .from(authEvent)
    .where(and(eq(authEvent.userId, userId), eq(authEvent.type, 'email_change_requested')))
    .orderBy(desc(authEvent.id))
    .limit(1);
  if (!row?.detail) return undefined;
  const [done] = await db
    .select({ id: authEvent.id })
    .from(authEvent)
    .where(and(eq(authEvent.userId, userId), eq(authEvent.type, 'email_changed'), gt(authEvent.id, row.id)))
    .limit(1);
  return { ...(JSON.parse(row.detail) as { from: string; to: string }), notified: Boolean(done) };
}

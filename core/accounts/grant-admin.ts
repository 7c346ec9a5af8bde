import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { recordAuthEvent } from './record-auth-event.ts';

/** Gives the account with `email` the admin role (effective at its next request); false when there is no such account. */
export async function grantAdmin({ db, email }: { db: Db; email: string }): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const updated = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(user.email, address))
    .returning({ id: user.id });
  if (!updated[0]) return false;
  await recordAuthEvent({ db, event: { type: 'admin_granted', userId: updated[0].id, email: address } });
  return true;
}

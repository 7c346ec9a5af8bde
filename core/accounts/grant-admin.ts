import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { effectiveRole } from './admin-role.ts';
import { recordAuthEvent } from './record-auth-event.ts';

/**
 * Gives the account with `email` the admin role (effective at its next request, once its e-mail is
 * verified); false when there is no such account.
 */
export async function grantAdmin({ db, email }: { db: Db; email: string }): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const updated = await db
    .update(user)
    .set({ adminGranted: true, updatedAt: new Date() })
    .where(eq(user.email, address))
    .returning({ id: user.id, email: user.email, emailVerified: user.emailVerified });
  const granted = updated[0];
  if (!granted) return false;
  await db
    .update(user)
    .set({ role: effectiveRole({ ...granted, adminGranted: true }, new Set()) })
    .where(eq(user.id, granted.id));
  await recordAuthEvent({ db, event: { type: 'admin_granted', userId: granted.id, email: address } });
  return true;
}

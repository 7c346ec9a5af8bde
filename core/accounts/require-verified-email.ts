import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * Refuses an action that needs a verified e-mail address (applying, referring from the profile;
 * docs/product/states.md) with EMAIL_NOT_VERIFIED, read from the account itself rather than a cached session.
 */
export async function requireVerifiedEmail({ db, userId }: { db: Db; userId: string }): Promise<void> {
  const [row] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row?.verified) throw new AppError('EMAIL_NOT_VERIFIED');
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../shared/app-error.ts';
import { mailSuppression } from '../../db/schema/newsletter.ts';

/**
 * An admin's release: the address receives list mail again (its bounce history is forgotten).
 * NOT_FOUND when the address has no suppression row.
 */
export async function releaseSuppression({ db, email }: { db: Db; email: string }): Promise<void> {
  const gone = await db
    .delete(mailSuppression)
    .where(eq(mailSuppression.email, email.trim().toLowerCase()))
    .returning({ email: mailSuppression.email });
  if (!gone.length) throw new AppError('NOT_FOUND');
}

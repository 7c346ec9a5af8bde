import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import type { AdminReferral, ReferralUpdate } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { getReferral } from './get-referral.ts';

/** Sets a referral's status, the candidate's worked months and days and the project length. */
export async function updateReferral({
  db,
  id,
  update,
  now = new Date(),
}: {
  db: Db;
  id: string;
  update: ReferralUpdate;
  now?: Date;
}): Promise<AdminReferral> {
  const updated = await db
    .update(referral)
    .set({
      status: update.status,
      workedMonths: update.workedMonths,
      workedDays: update.workedDays,
      projectLengthInMonths: update.projectLengthInMonths,
      updatedAt: now,
    })
    .where(eq(referral.id, id))
    .returning({ id: referral.id });
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return getReferral({ db, id });
}

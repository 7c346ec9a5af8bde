import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import type { AdminReferral } from '../../contracts/admin.ts';
import { AppError } from '../shared/app-error.ts';
import { referralsQuery, toAdminReferral } from './referral-record.ts';

/** One referral with its commission so far; NOT_FOUND when there is none. */
export async function getReferral({ db, id }: { db: Db; id: string }): Promise<AdminReferral> {
  const [row] = await referralsQuery(db).where(eq(referral.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminReferral(row);
}

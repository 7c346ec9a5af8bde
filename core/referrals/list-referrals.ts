import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import type { AdminReferral, Page, ReferralStatus } from '../../contracts/admin.ts';
import { pagedQuery, type ListQuery } from '../admin/paged-query.ts';
import { referralsQuery, toAdminReferral } from './referral-record.ts';

/** Referrals, newest first, found by the referrer's or candidate's name or e-mail, by status. */
export async function listReferrals({
  db,
  status,
  ...list
}: { db: Db } & ListQuery<ReferralStatus>): Promise<Page<AdminReferral>> {
  return pagedQuery({
    ...list,
    db,
    from: referral,
    searchIn: (pattern) => [
      sql`immutable_unaccent(${referral.referrerName}) ilike immutable_unaccent(${pattern})`,
      sql`immutable_unaccent(coalesce(${referral.candidateName}, '')) ilike immutable_unaccent(${pattern})`,
      sql`${referral.referrerEmail} ilike ${pattern}`,
      sql`coalesce(${referral.candidateEmail}, '') ilike ${pattern}`,
    ],
    filter: status ? eq(referral.status, status) : undefined,
    select: ({ where, limit, offset }) =>
      referralsQuery(db)
        .where(where)
        .orderBy(desc(referral.createdAt), desc(referral.id))
        .limit(limit)
        .offset(offset),
    toItems: (rows) => rows.map(toAdminReferral),
  });
}

import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referral } from '../../db/schema/forms.ts';
import type { AdminReferral, Page, ReferralStatus } from '../../contracts/admin.ts';
import { containsPattern, pageResult, pageWindow } from './paging.ts';
import { referralsQuery, toAdminReferral } from './referral-record.ts';

/** Referrals, newest first, found by the referrer's or candidate's name or e-mail, by status. */
export async function listReferrals({
  db,
  query,
  status,
  page,
}: {
  db: Db;
  query?: string | undefined;
  status?: ReferralStatus | undefined;
  page: number;
}): Promise<Page<AdminReferral>> {
  const pattern = query ? containsPattern(query) : null;
  const where = sql`${
    pattern
      ? or(
          sql`immutable_unaccent(${referral.referrerName}) ilike immutable_unaccent(${pattern})`,
          sql`immutable_unaccent(coalesce(${referral.candidateName}, '')) ilike immutable_unaccent(${pattern})`,
          sql`${referral.referrerEmail} ilike ${pattern}`,
          sql`coalesce(${referral.candidateEmail}, '') ilike ${pattern}`,
        )
      : sql`true`
  } and ${status ? eq(referral.status, status) : sql`true`}`;
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    referralsQuery(db)
      .where(where)
      .orderBy(desc(referral.createdAt), desc(referral.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(referral)
      .where(where),
  ]);
  return pageResult(rows.map(toAdminReferral), page, Number(count?.n ?? 0));
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { AdminOverview } from '../../contracts/admin.ts';

/**
 * Counts of the admin overview: applications still "received", referrals still "pending" or
 * "consented" (nobody acted on them yet), extra requests still "new", submitted events waiting for
 * review, jobs by status (published ones open or ended apart), contacts.
 */
export async function getAdminOverview({ db }: { db: Db }): Promise<AdminOverview> {
  const [row] = await queryRows<Record<keyof AdminOverview, number>>(
    db,
    sql`select
      (select count(*)::int from job_application where status = 'received') as "newApplications",
      (select count(*)::int from referral where status in ('pending', 'consented')) as "newReferrals",
      (select count(*)::int from extra_request where status = 'new') as "newExtraRequests",
      (select count(*)::int from event where status = 'pending') as "pendingEvents",
      (select count(*)::int from job where status = 'published' and available
        and (valid_through is null or valid_through > now())) as "publishedJobs",
      (select count(*)::int from job where status = 'published' and not (available
        and (valid_through is null or valid_through > now()))) as "endedJobs",
      (select count(*)::int from job where status = 'draft') as "draftJobs",
      (select count(*)::int from contact_message) as "contacts"`,
  );
  return {
    newApplications: Number(row?.newApplications ?? 0),
    newReferrals: Number(row?.newReferrals ?? 0),
    newExtraRequests: Number(row?.newExtraRequests ?? 0),
    pendingEvents: Number(row?.pendingEvents ?? 0),
    publishedJobs: Number(row?.publishedJobs ?? 0),
    endedJobs: Number(row?.endedJobs ?? 0),
    draftJobs: Number(row?.draftJobs ?? 0),
    contacts: Number(row?.contacts ?? 0),
  };
}

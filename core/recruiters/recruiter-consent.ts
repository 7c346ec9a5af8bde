import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The consent purpose of the "let the company's recruiters find me" switch (ADR 122). */
export const RECRUITER_SEARCH = 'recruiter_search';

/**
 * Whether the account in `userId` lets recruiters find it now: an active `recruiter_search` consent
 * (not withdrawn, not expired). Read on every request, so withdrawing takes effect at once.
 */
export const letsRecruitersFind = (userId: PgColumn | SQL, now: Date): SQL =>
  sql`exists (select 1 from consent_record c where c.purpose = ${RECRUITER_SEARCH} and c.user_id = ${userId} and c.withdrawn_at is null and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz))`;

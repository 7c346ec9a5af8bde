import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import type { AdminCandidate, Page } from '../../contracts/admin.ts';
import { candidateCvColumns, candidateCvOf } from '../admin/candidate-cv-columns.ts';
import { containsPattern, pageResult, pageWindow } from '../admin/paging.ts';

/** Candidate profiles, newest first, found by name or e-mail; with their number of applications. */
export async function listCandidates({
  db,
  query,
  page,
  blacklistedOnly = false,
}: {
  db: Db;
  query?: string | undefined;
  page: number;
  blacklistedOnly?: boolean;
}): Promise<Page<AdminCandidate>> {
  const pattern = query ? containsPattern(query) : null;
  const where = sql`${
    pattern
      ? or(
          sql`immutable_unaccent(${candidateProfile.firstName} || ' ' || ${candidateProfile.lastName}) ilike immutable_unaccent(${pattern})`,
          sql`${user.email} ilike ${pattern}`,
        )
      : sql`true`
  } and ${blacklistedOnly ? eq(candidateProfile.blacklisted, true) : sql`true`}`;
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        userId: candidateProfile.userId,
        firstName: candidateProfile.firstName,
        lastName: candidateProfile.lastName,
        email: user.email,
        phone: candidateProfile.phone,
        profession: candidateProfile.professionCode,
        registeredAt: user.createdAt,
        blacklisted: candidateProfile.blacklisted,
        applicationsCount: sql<number>`(select count(*)::int from job_application a where a.user_id = "candidate_profile"."user_id")`,
        ...candidateCvColumns(candidateProfile.userId),
      })
      .from(candidateProfile)
      .innerJoin(user, eq(user.id, candidateProfile.userId))
      .where(where)
      .orderBy(desc(user.createdAt), desc(candidateProfile.userId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidateProfile)
      .innerJoin(user, eq(user.id, candidateProfile.userId))
      .where(where),
  ]);
  return pageResult(
    rows.map(({ cvToken, cvFileId, ...r }) => ({
      ...r,
      cv: candidateCvOf({ cvToken, cvFileId }),
      registeredAt: r.registeredAt.toISOString(),
      applicationsCount: Number(r.applicationsCount),
    })),
    page,
    Number(count?.n ?? 0),
  );
}

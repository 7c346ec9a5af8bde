import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProfessionCode, RequiredLevel, Locale } from '../../contracts/enums.ts';
import {
  RANKED_CANDIDATES_CAP,
  RANKED_CANDIDATES_PAGE_SIZE,
  type RankedCandidate,
  type RankedCandidates,
} from '../../contracts/recruiters.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';
import { jobApplication, jobInvitation } from '../../db/schema/candidates.ts';
import { job, jobExpertise } from '../../db/schema/jobs.ts';
import { getMatchCandidates } from '../matching/get-match-candidate.ts';
import { askedYears, MATCH_WEIGHTS, type MatchJob, matchScore, NEIGHBOURS } from '../matching/match-score.ts';
import { candidateCvColumns } from '../admin/candidate-cv-columns.ts';
import { AppError } from '../shared/app-error.ts';
import { letsRecruitersFind } from './recruiter-consent.ts';

interface Shortlisted {
  userId: string;
  firstName: string;
  lastName: string;
  profession: string | null;
  cvToken: string | null;
  cvFileId: string | null;
  preScore: number;
  total: number;
}

/**
 * The candidates who let the company's recruiters find them, ranked for a job by the match score of
 * ADR 121, best first, one page at a time (ADR 122). The database shortlists: only opted-in,
 * not blacklisted candidates, ordered by the two parts of the score it can compute from indexed
 * rows (the technologies with their years, the profession: 85 of the 100 points), at most
 * RANKED_CANDIDATES_CAP of them; the shortlist is then scored exactly with the same formula as the
 * candidates' own pages and ordered by that score. No CV outside the shortlist is read.
 */
export async function rankJobCandidates({
  db,
  jobId,
  page = 1,
  now = new Date(),
}: {
  db: Db;
  jobId: number;
  page?: number;
  now?: Date;
}): Promise<RankedCandidates> {
  const [target] = await db
    .select({
      profession: job.professionCode,
      requiredLevels: job.requiredLevels,
      language: job.language,
    })
    .from(job)
    .where(eq(job.id, jobId));
  if (!target) throw new AppError('NOT_FOUND');
  const technologies = await db
    .select({ name: expertise.name })
    .from(jobExpertise)
    .innerJoin(expertise, eq(expertise.id, jobExpertise.expertiseId))
    .where(eq(jobExpertise.jobId, jobId));
  const matchJob: MatchJob = {
    technologies: technologies.map((t) => t.name),
    profession: target.profession as ProfessionCode,
    requiredLevels: target.requiredLevels as RequiredLevel[],
    language: target.language as Locale,
  };

  const shortlist = await queryRows<Shortlisted>(db, shortlistQuery(matchJob, now));
  const candidates = await getMatchCandidates({
    db,
    userIds: shortlist.map((c) => c.userId),
    today: now.toISOString().slice(0, 10),
  });
  const ranked = shortlist
    .map((row) => {
      const candidate = candidates.get(row.userId);
      const result = candidate ? matchScore({ candidate, job: matchJob }) : null;
      return { row, result };
    })
    .sort(
      (a, b) =>
        (b.result?.score ?? -1) - (a.result?.score ?? -1) ||
        Number(b.row.preScore) - Number(a.row.preScore) ||
        a.row.lastName.localeCompare(b.row.lastName, 'sk') ||
        a.row.userId.localeCompare(b.row.userId),
    );

  const size = RANKED_CANDIDATES_PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(ranked.length / size));
  const onPage = ranked.slice((page - 1) * size, page * size);
  const ids = onPage.map((r) => r.row.userId);
  const [invitations, applications] = ids.length
    ? await Promise.all([
        db
          .select({ userId: jobInvitation.userId, at: jobInvitation.createdAt })
          .from(jobInvitation)
          .where(and(eq(jobInvitation.jobId, jobId), inArray(jobInvitation.userId, ids))),
        db
          .select({ userId: jobApplication.userId, at: jobApplication.createdAt })
          .from(jobApplication)
          .where(and(eq(jobApplication.jobId, jobId), inArray(jobApplication.userId, ids))),
      ])
    : [[], []];
  const invitedAt = new Map(invitations.map((i) => [i.userId, i.at.toISOString()]));
  const appliedAt = new Map(applications.map((a) => [a.userId ?? '', a.at.toISOString()]));

  const items: RankedCandidate[] = onPage.map(({ row, result }) => ({
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    profession: row.profession,
    ...(result && result.score !== null
      ? { score: result.score, reasons: result.reasons }
      : { score: null, reasons: [], missing: 'technologies' as const }),
    cv: row.cvToken ? { token: row.cvToken, fileId: row.cvFileId } : null,
    invitedAt: invitedAt.get(row.userId) ?? null,
    appliedAt: appliedAt.get(row.userId) ?? null,
  }));
  const optedIn = Number(shortlist[0]?.total ?? 0);
  return {
    items,
    page,
    pageSize: size,
    total: ranked.length,
    totalPages,
    capped: optedIn > ranked.length,
  };
}

/**
 * The opted-in candidates by the technologies and profession parts of the match score, computed as
 * ADR 121 computes them (names compared case-insensitively, a name's most years, years over the
 * years asked at most 1; the same profession whole, a neighbouring one half), best first, capped.
 */
function shortlistQuery(matchJob: MatchJob, now: Date) {
  const asked = askedYears(matchJob.requiredLevels);
  const wanted = [...new Set(matchJob.technologies.map((n) => n.trim().toLocaleLowerCase('en')))];
  const share = wanted.length ? MATCH_WEIGHTS.technologies / wanted.length : 0;
  const neighbours = Object.entries(NEIGHBOURS)
    .filter(([, list]) => list?.includes(matchJob.profession))
    .map(([code]) => code);
  const technologyPoints = wanted.length
    ? sql`coalesce((select sum(least(1, t.years::float8 / ${asked}::float8)) from (
        select max(ct.years) as years from cv_technology ct join expertise e on e.id = ct.expertise_id
        where ct.user_id = cp.user_id and lower(trim(e.name)) in (${sql.join(
          wanted.map((w) => sql`${w}`),
          sql`, `,
        )})
        group by lower(trim(e.name))) t), 0) * ${share}::float8`
    : sql`0`;
  const professionPoints = sql`case when cp.profession_code = ${matchJob.profession} then ${MATCH_WEIGHTS.profession}::float8
    ${
      neighbours.length
        ? sql`when cp.profession_code in (${sql.join(
            neighbours.map((n) => sql`${n}`),
            sql`, `,
          )}) then ${MATCH_WEIGHTS.profession / 2}::float8`
        : sql``
    }
    else 0 end`;
  const cv = candidateCvColumns(sql`cp.user_id`);
  return sql`select cp.user_id as "userId", cp.first_name as "firstName", cp.last_name as "lastName",
      cp.profession_code as "profession",
      ${cv.cvToken} as "cvToken", ${cv.cvFileId} as "cvFileId",
      (${technologyPoints}) + (${professionPoints}) as "preScore",
      count(*) over () as "total"
    from candidate_profile cp
    where not cp.blacklisted and ${letsRecruitersFind(sql`cp.user_id`, now)}
    order by "preScore" desc, cp.user_id
    limit ${RANKED_CANDIDATES_CAP}`;
}

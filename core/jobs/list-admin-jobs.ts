import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AdminJobListQuery, AdminJobRow, JobStatus, Page } from '../../contracts/admin.ts';
import type { Locale, ProfessionCode } from '../../contracts/enums.ts';
import { isRowId } from '../../contracts/ids.ts';
import { isExpired } from './job-record.ts';
import { containsPattern, pageResult, pageWindow } from '../admin/paging.ts';

const expired = (now: Date) =>
  or(eq(job.available, false), sql`${job.validThrough} < ${now.toISOString()}::timestamptz`);

/** Jobs in every status, newest first: found by name, partner or city, filtered by status, paged. */
export async function listAdminJobs({
  db,
  query,
  now = new Date(),
}: {
  db: Db;
  query: AdminJobListQuery;
  now?: Date;
}): Promise<Page<AdminJobRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.query) {
    const pattern = containsPattern(query.query);
    conditions.push(
      or(
        sql`immutable_unaccent(${job.name}) ilike immutable_unaccent(${pattern})`,
        sql`immutable_unaccent(${job.partner}) ilike immutable_unaccent(${pattern})`,
        sql`immutable_unaccent(${job.city}) ilike immutable_unaccent(${pattern})`,
        // Only a number in the range of an id is compared with the id column (int4).
        isRowId(query.query) ? eq(job.id, Number(query.query)) : undefined,
      ),
    );
  }
  if (query.status === 'expired') conditions.push(eq(job.status, 'published'), expired(now));
  else if (query.status === 'published')
    conditions.push(eq(job.status, 'published'), sql`not (${expired(now)})`);
  else if (query.status) conditions.push(eq(job.status, query.status));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: job.id,
        name: job.name,
        language: job.language,
        city: job.city,
        partner: job.partner,
        profession: job.professionCode,
        status: job.status,
        available: job.available,
        validThrough: job.validThrough,
        topOffer: job.topOffer,
        topOrder: job.topOrder,
        publishedAt: job.publishedAt,
        createdAt: job.createdAt,
        // Qualified by hand: drizzle leaves columns of a one-table select unqualified.
        applicationsCount: sql<number>`(select count(*)::int from job_application a where a.job_id = "job"."id")`,
      })
      .from(job)
      .where(where)
      .orderBy(desc(job.createdAt), desc(job.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(job)
      .where(where),
  ]);
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      language: r.language as Locale,
      city: r.city,
      partner: r.partner,
      profession: r.profession as ProfessionCode,
      status: r.status as JobStatus,
      expired: isExpired(r, now),
      available: r.available,
      topOffer: r.topOffer,
      topOrder: r.topOrder,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      validThrough: r.validThrough?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      applicationsCount: Number(r.applicationsCount),
    })),
    query.page,
    Number(count?.n ?? 0),
  );
}

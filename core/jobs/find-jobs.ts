import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobSearchRequest, JobSearchResponse, JobSort } from '../../contracts/jobs.ts';
import type { LabelFn } from '../shared/labels.ts';
import type { Cache } from '../shared/ports.ts';
import { type CubeCell, cubeJson, facetsFromCube, loadFacetCube, toCube } from './facet-cube.ts';
import { type JobRow, summaryColumns, toJobSummary, withExpertiseNames } from './job-row.ts';
import { FACET_DIMENSIONS, filterConditions, hasCommonConditions, listedAt } from './search-sql.ts';

/** Orders over the narrow search table `s`, each served by one of its partial indexes. */
const ORDER: Record<JobSort, SQL> = {
  default: sql`s.top_order asc, s.published_at desc nulls last, s.job_id desc nulls last`,
  newest: sql`s.published_at desc nulls last, s.job_id desc nulls last`,
  rate: sql`s.day_rate desc nulls last, s.published_at desc nulls last, s.job_id desc nulls last`,
};

/**
 * Searches the jobs on the public list (published, available, not ended): one page in the requested
 * order, the total, and facet counts, all from the narrow `job_search` table (ADR 080).
 *
 * - A search with only facet filters pages through an index and counts its facets from the cube of
 *   every listed job, which `baseCubes` keeps between job writes (per locale).
 * - Any other search reads its matches once: the cube and the page's ids come from one statement.
 *
 * The page's jobs are then read from `job` by id (20 rows), with their technologies.
 */
export async function findJobs({
  db,
  request,
  locale,
  label,
  baseCubes,
  now = new Date(),
}: {
  db: Db;
  request: JobSearchRequest;
  locale: Locale;
  label: LabelFn;
  baseCubes?: Cache<CubeCell[]>;
  now?: Date;
}): Promise<JobSearchResponse> {
  const { filter } = request;
  const c = filterConditions(filter);
  const facets = sql.join(
    FACET_DIMENSIONS.map((d) => c[d]),
    sql` and `,
  );
  const page = sql`order by ${ORDER[request.sort]} limit ${request.size} offset ${request.page * request.size}`;
  const listed = listedAt(now);

  let cube: CubeCell[];
  let ids: number[];
  if (!hasCommonConditions(filter)) {
    const loadCube = () => loadFacetCube(db, listed, locale);
    const [cells, rows] = await Promise.all([
      baseCubes ? baseCubes.getOrLoad(locale, loadCube) : loadCube(),
      queryRows<{ job_id: number }>(
        db,
        sql`select s.job_id from job_search s where ${listed} and ${facets} ${page}`,
      ),
    ]);
    cube = cells;
    ids = rows.map((r) => Number(r.job_id));
  } else {
    const [row] = await queryRows<{ cube: Parameters<typeof toCube>[0]; ids: number[] | null }>(
      db,
      sql`with s as materialized (
          select s.job_id, s.profession_code, s.city, s.legal_relation_type, s.language, s.workplace,
            s.top_order, s.published_at, s.day_rate
          from job_search s where ${listed} and ${c.common})
        select ${cubeJson(sql`s`, locale)} as cube,
          (select array_agg(p.job_id) from (select s.job_id from s where ${facets} ${page}) p) as ids`,
    );
    cube = toCube(row?.cube ?? []);
    ids = (row?.ids ?? []).map(Number);
  }

  const [rows, matches] = await Promise.all([
    readSummaries(db, ids, locale),
    filter.expertises?.length ? matchExpertises(db, filter.expertises) : undefined,
  ]);
  const { total, filters } = facetsFromCube(cube, filter, label);
  return {
    page: {
      content: rows.map((row) => toJobSummary(row, now)),
      number: request.page,
      size: request.size,
      totalElements: total,
      totalPages: Math.ceil(total / request.size),
    },
    filters,
    ...(matches?.length ? { expertiseMatches: matches } : {}),
  };
}

/** The jobs of a page, in the page's order. */
async function readSummaries(db: Db, ids: number[], locale: Locale): Promise<JobRow[]> {
  if (!ids.length) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [rows, names] = await Promise.all([
    queryRows<Omit<JobRow, 'expertise_names'>>(
      db,
      sql`select ${summaryColumns(locale)} from job j join profession p on p.code = j.profession_code
        where j.id in (${idList})`,
    ),
    withExpertiseNames(
      db,
      ids.map((id) => ({ id })),
    ),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return names.flatMap(({ id, expertise_names }) => {
    const row = byId.get(id);
    return row ? [{ ...row, expertise_names }] : [];
  });
}

/** The technologies each typed technology filter stands for, where it is not a technology's exact name. */
async function matchExpertises(db: Db, typed: readonly string[]) {
  const rows = await queryRows<{ typed: string; matched: string[] }>(
    db,
    sql`select n.typed, array(
        select e.name from expertise e where e.id = any(expertise_ids_matching(array[n.typed])) order by e.name
      ) as matched
      from unnest(array[${sql.join(
        typed.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]) as n(typed)`,
  );
  return rows.filter(
    (r) => !(r.matched.length === 1 && r.matched[0]!.toLowerCase() === r.typed.toLowerCase()),
  );
}

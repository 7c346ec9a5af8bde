import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobSearchRequest, JobSearchResponse, JobSort } from '../../contracts/jobs.ts';
import type { LabelFn } from '../shared/labels.ts';
import type { Cache } from '../shared/ports.ts';
import { type CubeCell, facetsFromCube, loadFacetCube } from './facet-cube.ts';
import { type JobRow, summaryColumns, toJobSummary, withExpertiseNames } from './job-row.ts';
import { filterConditions } from './search-sql.ts';

const ORDER: Record<JobSort, ReturnType<typeof sql>> = {
  default: sql`j.top_order asc, j.published_at desc nulls last, j.id desc`,
  newest: sql`j.published_at desc nulls last, j.id desc`,
  rate: sql`j.day_rate desc nulls last, j.published_at desc nulls last, j.id desc`,
};

/**
 * Searches published jobs: one page in the requested order, the total, and facet counts. The facets
 * come from a cube of the jobs matching the non-facet conditions (see facet-cube.ts); `cubes`, when
 * given, keeps cubes between searches that differ only in facet filters, sort or page.
 */
export async function findJobs({
  db,
  request,
  locale,
  label,
  cubes,
  now = new Date(),
}: {
  db: Db;
  request: JobSearchRequest;
  locale: Locale;
  label: LabelFn;
  cubes?: Cache<CubeCell[]>;
  now?: Date;
}): Promise<JobSearchResponse> {
  const c = filterConditions(request.filter);
  // The cube depends only on the conditions that are not facets.
  const { professions: _p, cities: _c, legalRelationTypes: _l, languages: _g, ...rest } = request.filter;
  const loadCube = () => loadFacetCube(db, c.common, locale);
  const cubeQuery = cubes ? cubes.getOrLoad(`${locale}:${JSON.stringify(rest)}`, loadCube) : loadCube();
  const pageQuery = queryRows<Omit<JobRow, 'expertise_names'>>(
    db,
    sql`
    select ${summaryColumns(locale)}
    from job j join profession p on p.code = j.profession_code
    where ${c.common} and ${c.profession} and ${c.city} and ${c.legal} and ${c.language}
    order by ${ORDER[request.sort]}
    limit ${request.size} offset ${request.page * request.size}`,
  );
  const [pageRows, cube] = await Promise.all([pageQuery, cubeQuery]);
  const rows = await withExpertiseNames(db, pageRows);
  const { total, filters } = facetsFromCube(cube, request.filter, label);
  return {
    page: {
      content: rows.map((row) => toJobSummary(row, now)),
      number: request.page,
      size: request.size,
      totalElements: total,
      totalPages: Math.ceil(total / request.size),
    },
    filters,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { REMOTE_CITY, type Locale } from '../../contracts/enums.ts';
import type { Facet, JobFilter, JobSearchResponse } from '../../contracts/jobs.ts';
import type { LabelFn } from '../shared/labels.ts';

/** Jobs matching a search's non-facet conditions, counted per combination of the facet dimensions. */
export interface CubeCell {
  profession: string;
  professionName: string;
  city: string;
  legal: string;
  language: string;
  remote: boolean;
  count: number;
}

/**
 * One grouped pass over the jobs matching `common` (text, technologies, seniority, tags, pay). It does
 * not depend on the facet filters, sort or page, so one cube serves every such variant of a search;
 * without a text query it is read from the covering index job_facets_idx.
 */
export async function loadFacetCube(db: Db, common: SQL, locale: Locale): Promise<CubeCell[]> {
  const rows = await queryRows<{
    profession_code: string;
    city: string;
    legal_relation_type: string;
    language: string;
    remote: boolean;
    n: number;
    profession_name: string | null;
  }>(
    db,
    sql`select c.*, p.name ->> ${locale} as profession_name from (
      select j.profession_code, j.city, j.legal_relation_type, j.language,
        (j.remote_office_percentage = 100) as remote, count(*)::int as n
      from job j where ${common}
      group by 1, 2, 3, 4, 5
    ) c left join profession p on p.code = c.profession_code`,
  );
  return rows.map((r) => ({
    profession: r.profession_code,
    professionName: r.profession_name ?? r.profession_code,
    city: r.city,
    legal: r.legal_relation_type,
    language: r.language,
    remote: r.remote,
    count: Number(r.n),
  }));
}

type Dimension = 'profession' | 'city' | 'legal' | 'language';

/**
 * Facet counts and the total from a cube. Each facet counts the jobs matching every other filter,
 * so choosing a profession still shows how many jobs the other professions have. The city filter
 * follows the search's SQL: a listed city, or "Remote" for fully remote jobs.
 */
export function facetsFromCube(
  cube: CubeCell[],
  filter: JobFilter,
  label: LabelFn,
): { total: number; filters: JobSearchResponse['filters'] } {
  const cities = filter.cities ?? [];
  const match: Record<Dimension, (c: CubeCell) => boolean> = {
    profession: (c) => !filter.professions?.length || filter.professions.includes(c.profession as never),
    city: (c) => !cities.length || cities.includes(c.city) || (cities.includes(REMOTE_CITY) && c.remote),
    legal: (c) => !filter.legalRelationTypes?.length || filter.legalRelationTypes.includes(c.legal as never),
    language: (c) => !filter.languages?.length || filter.languages.includes(c.language as never),
  };
  const dims = Object.keys(match) as Dimension[];
  const matchesExcept = (c: CubeCell, skip: Dimension | null) => dims.every((d) => d === skip || match[d](c));
  const count = (skip: Dimension, key: (c: CubeCell) => string | null) => {
    const counts = new Map<string, number>();
    for (const c of cube) {
      const k = key(c);
      if (k !== null && matchesExcept(c, skip)) counts.set(k, (counts.get(k) ?? 0) + c.count);
    }
    return counts;
  };
  const names = new Map(cube.map((c) => [c.profession, c.professionName]));
  const toFacet = (counts: Map<string, number>, display: (v: string) => string): Facet =>
    [...counts]
      .map(([value, n]) => ({ value, displayString: display(value), count: n }))
      .sort((a, b) => b.count - a.count || a.displayString.localeCompare(b.displayString));

  const cityFacet = toFacet(
    count('city', (c) => (c.city === REMOTE_CITY ? null : c.city)),
    (v) => label('city', v),
  );
  const remote = cube.filter((c) => c.remote && matchesExcept(c, 'city')).reduce((s, c) => s + c.count, 0);
  if (remote > 0)
    cityFacet.push({ value: REMOTE_CITY, displayString: label('city', REMOTE_CITY), count: remote });
  return {
    total: cube.filter((c) => matchesExcept(c, null)).reduce((s, c) => s + c.count, 0),
    filters: {
      professions: toFacet(
        count('profession', (c) => c.profession),
        (v) => names.get(v) ?? v,
      ),
      cities: cityFacet,
      legalRelationTypes: toFacet(
        count('legal', (c) => c.legal),
        (v) => label('legalRelationType', v),
      ),
      languages: toFacet(
        count('language', (c) => c.language),
        (v) => label('language', v),
      ),
    },
  };
}

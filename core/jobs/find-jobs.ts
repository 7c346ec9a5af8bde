import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { REMOTE_CITY, type Locale } from '../../contracts/enums.ts';
import type { Facet, JobSearchRequest, JobSearchResponse, JobSort } from '../../contracts/jobs.ts';
import type { LabelFn } from '../shared/labels.ts';
import { type JobRow, summaryColumns, toJobSummary, withExpertiseNames } from './job-row.ts';
import { filterConditions } from './search-sql.ts';

const ORDER: Record<JobSort, ReturnType<typeof sql>> = {
  default: sql`j.top_order asc, j.published_at desc nulls last, j.id desc`,
  newest: sql`j.published_at desc nulls last, j.id desc`,
  rate: sql`j.day_rate desc nulls last, j.published_at desc nulls last, j.id desc`,
};

interface FacetRow {
  profession_code: string | null;
  city: string | null;
  legal_relation_type: string | null;
  language: string | null;
  profession_name: string | null;
  g_profession: number;
  g_city: number;
  g_legal: number;
  g_language: number;
  c_profession: string | number;
  c_city: string | number;
  c_legal: string | number;
  c_language: string | number;
  c_remote: string | number;
  c_all: string | number;
}

/**
 * Searches published jobs: one page in the requested order, the total, and facet counts.
 * Each facet counts the jobs matching every other filter (so choosing a profession still shows
 * how many jobs the other professions have); all facets come from one scan.
 */
export async function findJobs({
  db,
  request,
  locale,
  label,
  now = new Date(),
}: {
  db: Db;
  request: JobSearchRequest;
  locale: Locale;
  label: LabelFn;
  now?: Date;
}): Promise<JobSearchResponse> {
  const c = filterConditions(request.filter);
  const pageQuery = queryRows<Omit<JobRow, 'expertise_names'>>(
    db,
    sql`
    select ${summaryColumns(locale)}
    from job j join profession p on p.code = j.profession_code
    where ${c.common} and ${c.profession} and ${c.city} and ${c.legal} and ${c.language}
    order by ${ORDER[request.sort]}
    limit ${request.size} offset ${request.page * request.size}`,
  );
  // One pass over the matching jobs, without the profession join (names are added to the 20 or so
  // aggregated rows), so the facet columns can come from the covering index job_facets_idx.
  const facetQuery = queryRows<FacetRow>(
    db,
    sql`
    select f.*, p.name ->> ${locale} as profession_name from (
      select j.profession_code, j.city, j.legal_relation_type, j.language,
        grouping(j.profession_code) as g_profession, grouping(j.city) as g_city,
        grouping(j.legal_relation_type) as g_legal, grouping(j.language) as g_language,
        count(*) filter (where ${c.city} and ${c.legal} and ${c.language}) as c_profession,
        count(*) filter (where ${c.profession} and ${c.legal} and ${c.language}) as c_city,
        count(*) filter (where ${c.profession} and ${c.city} and ${c.language}) as c_legal,
        count(*) filter (where ${c.profession} and ${c.city} and ${c.legal}) as c_language,
        count(*) filter (where j.remote_office_percentage = 100 and ${c.profession} and ${c.legal} and ${c.language}) as c_remote,
        count(*) filter (where ${c.profession} and ${c.city} and ${c.legal} and ${c.language}) as c_all
      from job j
      where ${c.common}
      group by grouping sets ((j.profession_code), (j.city), (j.legal_relation_type), (j.language), ())
    ) f left join profession p on p.code = f.profession_code`,
  );
  const [pageRows, facets] = await Promise.all([pageQuery, facetQuery]);
  const rows = await withExpertiseNames(db, pageRows);

  const professions: Facet = [];
  const cities: Facet = [];
  const legal: Facet = [];
  const languages: Facet = [];
  let total = 0;
  let remote = 0;
  for (const f of facets) {
    const isTotal = Number(f.g_profession) && Number(f.g_city) && Number(f.g_legal) && Number(f.g_language);
    if (isTotal) {
      total = Number(f.c_all);
      remote = Number(f.c_remote);
    } else if (!Number(f.g_profession) && f.profession_code) {
      professions.push({
        value: f.profession_code,
        displayString: f.profession_name ?? f.profession_code,
        count: Number(f.c_profession),
      });
    } else if (!Number(f.g_city) && f.city && f.city !== REMOTE_CITY) {
      cities.push({ value: f.city, displayString: label('city', f.city), count: Number(f.c_city) });
    } else if (!Number(f.g_legal) && f.legal_relation_type) {
      legal.push({
        value: f.legal_relation_type,
        displayString: label('legalRelationType', f.legal_relation_type),
        count: Number(f.c_legal),
      });
    } else if (!Number(f.g_language) && f.language) {
      languages.push({
        value: f.language,
        displayString: label('language', f.language),
        count: Number(f.c_language),
      });
    }
  }
  const byCount = (a: Facet[number], b: Facet[number]) =>
    b.count - a.count || a.displayString.localeCompare(b.displayString);
  cities.sort(byCount);
  if (remote > 0)
    cities.push({ value: REMOTE_CITY, displayString: label('city', REMOTE_CITY), count: remote });

  return {
    page: {
      content: rows.map((row) => toJobSummary(row, now)),
      number: request.page,
      size: request.size,
      totalElements: total,
      totalPages: Math.ceil(total / request.size),
    },
    filters: {
      professions: professions.sort(byCount),
      cities,
      legalRelationTypes: legal.sort(byCount),
      languages: languages.sort(byCount),
    },
  };
}

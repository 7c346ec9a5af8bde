import { type SQL, sql } from 'drizzle-orm';
import { REMOTE_CITY } from '../../contracts/enums.ts';
import type { JobFilter } from '../../contracts/jobs.ts';

/**
 * The symbols of technology names spelt as letters, as the database's `search_text` does before it
 * splits a text into words (ADR 150): "C#" → "csharp", "F#" → "fsharp", "C++" → "cpp", ".NET" and
 * "ASP.NET" → "dotnet" ("asp dotnet"). Without it "C#", "C++" and "C" are all the word "c".
 */
export function spellTechnologySymbols(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[^\p{L}\p{N}_])(\p{L})\+\+/gu, '$1 $2pp ')
    .replace(/(^|[^\p{L}\p{N}_])(\p{L})#/gu, '$1 $2sharp ')
    .replace(/\.net($|[^\p{L}\p{N}_])/gu, ' dotnet$1');
}

/**
 * Turns what a person typed into a prefix tsquery ("senior vyvoj" → "senior:* & vyvoj:*"). Only
 * letters and digits survive, after the symbols of technology names are spelt out ("C#" → "csharp").
 * The search itself uses the database's `search_tsquery` (ADR 080), which also keeps technology
 * names exact; this is the same idea for callers outside SQL.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const tokens = spellTechnologySymbols(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(tokens)].slice(0, 8);
  return unique.length ? unique.map((t) => `${t}:*`).join(' & ') : null;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

const and = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** Whether a job of the narrow search table `s` is on the public list at `now`: published, available, not past its end. */
export const listedAt = (now: Date) =>
  sql`s.listed and (s.valid_through is null or s.valid_through > ${now.toISOString()}::timestamptz)`;

/** The facet dimensions: each facet counts the jobs matching every filter but its own. */
export const FACET_DIMENSIONS = ['profession', 'city', 'legal', 'language', 'workplace'] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

/**
 * Conditions of a job filter over the narrow search table (alias `s`, `job_search`), split into the
 * facet dimensions and the rest (`common`: text, technologies, seniority, tags, pay). The text and the
 * technologies are resolved by the database once per query (`search_tsquery`, `expertise_ids_matching`).
 * The same meaning as the list's in-memory index (search-index.ts); a test holds them equal.
 */
export function filterConditions(filter: JobFilter): { common: SQL } & Record<FacetDimension, SQL> {
  const query = filter.query?.trim();
  const common = and([
    // Words with no letters or digits ("%", "&|!") ask for nothing, as in the list.
    query ? sql`coalesce(s.search_vector @@ (select search_tsquery(${query})::tsquery), true)` : undefined,
    filter.expertises?.length
      ? sql`s.expertise_ids && (select expertise_ids_matching(${textArray(filter.expertises)}))`
      : undefined,
    filter.requiredLevels?.length ? sql`s.required_levels && ${textArray(filter.requiredLevels)}` : undefined,
    filter.tags?.length ? sql`s.tags && ${textArray(filter.tags)}` : undefined,
    filter.rateMin !== undefined ? sql`s.hourly_rate >= ${filter.rateMin}` : undefined,
    filter.rateMax !== undefined ? sql`s.hourly_rate <= ${filter.rateMax}` : undefined,
    filter.salaryMin !== undefined ? sql`s.salary_high >= ${filter.salaryMin}` : undefined,
    filter.salaryMax !== undefined ? sql`s.salary_low <= ${filter.salaryMax}` : undefined,
    // The best net of the job's forms of work (ADR 120) is kept on the job, beside its net pay.
    filter.netMin !== undefined
      ? sql`(select n.net_pay_best from job n where n.id = s.job_id) >= ${filter.netMin * 100}`
      : undefined,
  ]);
  const cities = filter.cities ?? [];
  const realCities = cities.filter((c) => c !== REMOTE_CITY);
  const cityParts: SQL[] = [];
  if (realCities.length) cityParts.push(sql`s.city in (${list(realCities)})`);
  if (cities.includes(REMOTE_CITY)) cityParts.push(sql`s.workplace = 'remote'`);
  const oneOf = (column: SQL, values: readonly string[] | undefined) =>
    values?.length ? sql`${column} in (${list(values)})` : sql`true`;
  return {
    common,
    profession: oneOf(sql`s.profession_code`, filter.professions),
    city: cityParts.length ? sql`(${sql.join(cityParts, sql` or `)})` : sql`true`,
    legal: oneOf(sql`s.legal_relation_type`, filter.legalRelationTypes),
    language: oneOf(sql`s.language`, filter.languages),
    workplace: oneOf(sql`s.workplace`, filter.workplaces),
  };
}

/**
 * A job search filter as one SQL condition over the job table (alias `j`): the jobs the public list
 * shows for it at `now`. For job alerts: `select … from job j where ${jobMatchesFilter(filter, now)}
 * and j.published_at > ${since}`.
 */
export function jobMatchesFilter(filter: JobFilter, now: Date = new Date()): SQL {
  const c = filterConditions(filter);
  return sql`j.id in (select s.job_id from job_search s where ${listedAt(now)} and ${c.common} and ${sql.join(
    FACET_DIMENSIONS.map((d) => c[d]),
    sql` and `,
  )})`;
}

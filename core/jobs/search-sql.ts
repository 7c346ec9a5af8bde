import { type SQL, sql } from 'drizzle-orm';
import { REMOTE_CITY } from '../../contracts/enums.ts';
import type { JobFilter } from '../../contracts/jobs.ts';

/**
 * Turns what a person typed into a prefix tsquery ("senior vyvoj" → "senior:* & vyvoj:*").
 * Only letters and digits survive, so quotes, %, \ and operators are harmless; case and
 * diacritics are folded in SQL by `immutable_unaccent`, the same function that built the vector.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
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

/** Conditions of a job filter, split into facet dimensions and the rest, over alias `j`. */
export function filterConditions(filter: JobFilter) {
  const q = toPrefixQuery(filter.query);
  const common = and([
    sql`j.status = 'published'`,
    q ? sql`j.search_vector @@ to_tsquery('simple', immutable_unaccent(${q}))` : undefined,
    filter.expertises?.length
      ? sql`exists (select 1 from job_expertise je join expertise e on e.id = je.expertise_id where je.job_id = j.id and lower(e.name) in (${list(filter.expertises.map((e) => e.toLowerCase()))}))`
      : undefined,
    filter.requiredLevels?.length ? sql`j.required_levels && ${textArray(filter.requiredLevels)}` : undefined,
    filter.tags?.length ? sql`j.tags && ${textArray(filter.tags)}` : undefined,
    filter.rateMin !== undefined ? sql`j.hourly_rate >= ${filter.rateMin}` : undefined,
    filter.rateMax !== undefined ? sql`j.hourly_rate <= ${filter.rateMax}` : undefined,
    filter.salaryMin !== undefined
      ? sql`coalesce(j.monthly_salary_to, j.monthly_salary_from) >= ${filter.salaryMin}`
      : undefined,
    filter.salaryMax !== undefined
      ? sql`coalesce(j.monthly_salary_from, j.monthly_salary_to) <= ${filter.salaryMax}`
      : undefined,
  ]);
  const cities = filter.cities ?? [];
  const realCities = cities.filter((c) => c !== REMOTE_CITY);
  const cityParts: SQL[] = [];
  if (realCities.length) cityParts.push(sql`j.city in (${list(realCities)})`);
  if (cities.includes(REMOTE_CITY)) cityParts.push(sql`j.remote_office_percentage = 100`);
  return {
    common,
    profession: filter.professions?.length
      ? sql`j.profession_code in (${list(filter.professions)})`
      : sql`true`,
    city: cityParts.length ? sql`(${sql.join(cityParts, sql` or `)})` : sql`true`,
    legal: filter.legalRelationTypes?.length
      ? sql`j.legal_relation_type in (${list(filter.legalRelationTypes)})`
      : sql`true`,
    language: filter.languages?.length ? sql`j.language in (${list(filter.languages)})` : sql`true`,
  };
}

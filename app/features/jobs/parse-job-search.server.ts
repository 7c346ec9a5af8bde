import { JOB_PAGE_SIZE_DEFAULT, type JobSort } from '../../../contracts/job-constants.ts';
import { jobSearchRequestSchema, type JobSearchRequest } from '../../../contracts/jobs.ts';
import { P } from './search-params.ts';

const intOrUndefined = (value: string | null) => (value && value.trim() !== '' ? Number(value) : undefined);
const all = (params: URLSearchParams, key: string) => {
  const values = params
    .getAll(key)
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? [...new Set(values)] : undefined;
};

/**
 * Reads a job search from URL parameters. Invalid parameters are dropped (the rest of the search,
 * including what was typed, is kept) and reported by name so the page can say so.
 */
export function parseJobSearch(params: URLSearchParams): { request: JobSearchRequest; invalid: string[] } {
  const page = intOrUndefined(params.get(P.page));
  const raw = {
    filter: {
      query: params.get(P.query)?.trim() || undefined,
      professions: all(params, P.profession),
      expertises: all(params, P.expertise),
      cities: all(params, P.city),
      legalRelationTypes: all(params, P.type),
      requiredLevels: all(params, P.level),
      languages: all(params, P.language),
      workplaces: all(params, P.workplace),
      rateMin: intOrUndefined(params.get(P.rateMin)),
      rateMax: intOrUndefined(params.get(P.rateMax)),
      salaryMin: intOrUndefined(params.get(P.salaryMin)),
      salaryMax: intOrUndefined(params.get(P.salaryMax)),
      netMin: intOrUndefined(params.get(P.netMin)),
    },
    sort: (params.get(P.sort) as JobSort | null) ?? undefined,
    page: page === undefined ? undefined : page - 1,
    size: JOB_PAGE_SIZE_DEFAULT,
  };
  const invalid: string[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const parsed = jobSearchRequestSchema.safeParse(raw);
    if (parsed.success) return { request: parsed.data, invalid };
    for (const issue of parsed.error.issues) {
      const [top, field] = issue.path;
      if (top === 'filter' && typeof field === 'string') {
        delete (raw.filter as Record<string, unknown>)[field];
        invalid.push(field);
      } else if (top === 'sort' || top === 'page') {
        (raw as Record<string, unknown>)[top] = undefined;
        invalid.push(top);
      }
    }
  }
  return { request: jobSearchRequestSchema.parse({}), invalid };
}

import type { JobSearchRequest } from './jobs.ts';

/** URL parameter names of the job list; every filter lives in the URL. */
export const P = {
  query: 'q',
  profession: 'profession',
  expertise: 'expertise',
  city: 'city',
  type: 'type',
  level: 'level',
  language: 'language',
  workplace: 'workplace',
  rateMin: 'rateMin',
  rateMax: 'rateMax',
  salaryMin: 'salaryMin',
  salaryMax: 'salaryMax',
  netMin: 'netMin',
  sort: 'sort',
  page: 'page',
} as const;

/** URL parameters of a search, leaving out defaults; `page` is one-based in the URL. */
export function jobSearchToParams(request: JobSearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  const f = request.filter;
  if (f.query) params.set(P.query, f.query);
  for (const v of f.professions ?? []) params.append(P.profession, v);
  for (const v of f.expertises ?? []) params.append(P.expertise, v);
  for (const v of f.cities ?? []) params.append(P.city, v);
  for (const v of f.legalRelationTypes ?? []) params.append(P.type, v);
  for (const v of f.requiredLevels ?? []) params.append(P.level, v);
  for (const v of f.languages ?? []) params.append(P.language, v);
  for (const v of f.workplaces ?? []) params.append(P.workplace, v);
  for (const key of ['rateMin', 'rateMax', 'salaryMin', 'salaryMax', 'netMin'] as const) {
    if (f[key] !== undefined) params.set(P[key], String(f[key]));
  }
  if (request.sort !== 'default') params.set(P.sort, request.sort);
  if (request.page > 0) params.set(P.page, String(request.page + 1));
  return params;
}

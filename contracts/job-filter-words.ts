/**
 * A saved job search in words (ADR 126): the one formatter of a job alert's filter, used by the pages
 * (confirmation, `/unsubscribe`, the alert's settings, the profile) and by the e-mails alike. Values
 * that are codes (workplace, form of work, seniority, language, profession, the pseudo-city
 * "Remote") are put in words by the `common` catalogue's `enums.*`, amounts and the match alert by
 * `jobFilter.*`; what the visitor typed (words, technologies, cities, tags) stays as typed. Pure (no
 * zod): the browser and the e-mail templates run it too.
 */

/** Looks a key up in the `common` catalogue of one language (`enums.workplace.remote`). */
export type FilterWordsT = (key: string, values?: Record<string, string | number>) => string;

/** What of a saved search is put in words: the job search filter (`contracts/jobs.ts`). */
export interface DescribedFilter {
  query?: string | undefined;
  professions?: readonly string[] | undefined;
  expertises?: readonly string[] | undefined;
  cities?: readonly string[] | undefined;
  legalRelationTypes?: readonly string[] | undefined;
  requiredLevels?: readonly string[] | undefined;
  languages?: readonly string[] | undefined;
  workplaces?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  rateMin?: number | undefined;
  rateMax?: number | undefined;
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  netMin?: number | undefined;
}

const CODE_LISTS = {
  professions: 'profession',
  legalRelationTypes: 'legalRelationType',
  requiredLevels: 'requiredLevel',
  languages: 'language',
  workplaces: 'workplace',
} as const;

/** Letters of a code as catalogue keys are spelt (a stored filter is checked, but never trusted). */
const CODE = /^[A-Za-z_-]{1,40}$/;

/**
 * The filter in words, joined by " · ": `„kotlin“ · Backend · Na diaľku · od 4 500 € netto mesačne`.
 * `minScore` makes it a match alert ("jobs that match my CV, at least 70 %"), which has no search.
 * Without `t` the filter's own values are given (the API's `jobAlert`, kept for its clients).
 */
export function describeJobFilter(
  filter: DescribedFilter | Record<string, unknown>,
  t?: FilterWordsT,
  minScore?: number | null,
): string {
  const f = filter as DescribedFilter;
  if (minScore !== undefined && minScore !== null)
    return t ? t('jobFilter.match', { score: minScore }) : `match ≥ ${minScore}`;
  const code = (list: keyof typeof CODE_LISTS, value: string) =>
    t && CODE.test(value) ? t(`enums.${CODE_LISTS[list]}.${value}`) : value;
  const codes = (list: keyof typeof CODE_LISTS) => (f[list] ?? []).map((v) => code(list, String(v)));
  const amount = (key: string, value: number | undefined, raw: string) =>
    value === undefined ? '' : t ? t(`jobFilter.${key}`, { amount: value }) : raw;
  const parts = [
    f.query ? (t ? t('jobFilter.query', { query: f.query }) : `„${f.query}“`) : '',
    ...codes('professions'),
    ...(f.expertises ?? []),
    ...(f.cities ?? []).map((city) => (t && city === 'Remote' ? t('enums.city.Remote') : city)),
    ...codes('workplaces'),
    ...codes('legalRelationTypes'),
    ...codes('requiredLevels'),
    ...codes('languages'),
    ...(f.tags ?? []).map((tag) => `#${tag}`),
    amount('rateMin', f.rateMin, `≥ ${f.rateMin} €/h`),
    amount('rateMax', f.rateMax, `≤ ${f.rateMax} €/h`),
    amount('salaryMin', f.salaryMin, `≥ ${f.salaryMin} €`),
    amount('salaryMax', f.salaryMax, `≤ ${f.salaryMax} €`),
    // Net a month (ADR 120).
    amount('netMin', f.netMin, `≥ ${f.netMin} € netto`),
  ].filter(Boolean);
  return parts.join(' · ');
}

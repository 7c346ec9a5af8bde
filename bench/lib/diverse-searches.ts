import { legalRelationTypes, professionCodes, requiredLevels } from '../../contracts/enums.ts';
import { jobSorts, jobWorkplaces } from '../../contracts/job-constants.ts';
import type { JobSearchInput } from '../../contracts/jobs.ts';

/**
 * Words real visitors type: technologies, roles, seniority, places and Slovak words, each also as
 * typed without diacritics or in another case. Some are rare or match nothing, as in real logs.
 */
// prettier-ignore
const VOCABULARY = [
  'java', 'javascript', 'typescript', 'python', 'react', 'angular', 'vue', 'kotlin', 'swift', 'golang',
  'rust', 'php', 'laravel', 'symfony', 'spring', 'docker', 'kubernetes', 'aws', 'azure', 'devops',
  'selenium', 'sql', 'postgresql', 'oracle', 'sap', 'abap', '.net', 'c#', 'c++', 'node.js', 'android',
  'ios', 'flutter', 'scala', 'terraform', 'linux', 'kafka', 'graphql', 'figma', 'jira', 'elixir',
  'vývojár', 'vyvojar', 'VÝVOJÁR', 'programátor', 'programator', 'analytik', 'architekt', 'tester',
  'testovanie', 'senior', 'junior', 'medior', 'lead', 'backend', 'frontend', 'fullstack', 'mobilný',
  'mobilny', 'bezpečnosť', 'bezpecnost', 'cloud', 'embedded', 'konzultant', 'správca', 'spravca',
  'sieťový', 'sietovy', 'databáza', 'databaza', 'manažér', 'manazer', 'projektový', 'projektovy',
  'Bratislava', 'Košice', 'Kosice', 'Žilina', 'Zilina', 'Praha', 'Wien', 'remote', 'hybrid',
  'developer', 'engineer', 'entwickler', 'data', 'machine learning', 'qa', 'automation', 'scrum',
  'product owner', 'ux', 'dizajnér', 'dizajner', 'helpdesk', 'podpora', 'admin', 'salesforce',
  'microservices', 'react native', 'spring boot', 'kotlin android', 'senior java', 'junior tester',
];
const EXPERTISES = [
  'Java',
  'JavaScript',
  'React',
  'Python',
  'Kotlin',
  'Docker',
  'SQL',
  'Angular',
  'kotl',
  'reac',
];
/** The sorts the plain workload has always had: the net sort is measured on its own (bench/net-pay-search.ts). */
const SORTS = jobSorts.filter((s) => s !== 'net');
const CITIES = ['Bratislava', 'Košice', 'Žilina', 'Banská Bystrica', 'Praha', 'Wien', 'Remote'];
const LANGUAGES = ['sk', 'en', 'de'] as const;

/** A small seeded generator (mulberry32), so every run sends the same searches. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct searches (default 2,500): about two thirds with one or two words, random facet
 * filters (0–3), sometimes seniority, technology or pay, every sort, and pages 1–5.
 */
export function diverseSearches(count = 2_500, seed = 15): JobSearchInput[] {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const some = <T>(items: readonly T[], max: number): T[] | undefined => {
    const n = Math.floor(rnd() * (max + 1));
    if (!n) return undefined;
    return [...new Set(Array.from({ length: n }, () => pick(items)))];
  };
  const seen = new Set<string>();
  const searches: JobSearchInput[] = [];
  for (let attempt = 0; searches.length < count && attempt < count * 20; attempt++) {
    const words =
      rnd() < 0.68 ? (rnd() < 0.8 ? [pick(VOCABULARY)] : [pick(VOCABULARY), pick(VOCABULARY)]) : [];
    const facets = Math.floor(rnd() * 4);
    const filter: NonNullable<JobSearchInput['filter']> = {
      ...(words.length ? { query: [...new Set(words)].join(' ') } : {}),
      ...(facets > 0 && rnd() < 0.5 ? { professions: some(professionCodes, 2) } : {}),
      ...(facets > 0 && rnd() < 0.5 ? { cities: some(CITIES, 2) } : {}),
      ...(facets > 1 && rnd() < 0.4 ? { legalRelationTypes: some(legalRelationTypes, 1) } : {}),
      ...(facets > 1 && rnd() < 0.4 ? { workplaces: some(jobWorkplaces, 2) } : {}),
      ...(facets > 2 && rnd() < 0.5 ? { languages: some(LANGUAGES, 1) } : {}),
      ...(rnd() < 0.15 ? { requiredLevels: some(requiredLevels, 2) } : {}),
      ...(rnd() < 0.1 ? { expertises: some(EXPERTISES, 1) } : {}),
      ...(rnd() < 0.08 ? { rateMin: 20 + Math.floor(rnd() * 50) } : {}),
      ...(rnd() < 0.05 ? { salaryMin: 1500 + Math.floor(rnd() * 30) * 100 } : {}),
    };
    for (const key of Object.keys(filter) as (keyof typeof filter)[])
      if (filter[key] === undefined) delete filter[key];
    const page = rnd() < 0.6 ? 0 : 1 + Math.floor(rnd() * 4);
    const search: JobSearchInput = { filter, sort: pick(SORTS), page };
    const key = JSON.stringify(search);
    if (seen.has(key)) continue;
    seen.add(key);
    searches.push(search);
  }
  return searches;
}

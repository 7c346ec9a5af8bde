import type { Locale, ProfessionCode, RequiredLevel } from '../../contracts/enums.ts';

/**
 * How well a candidate's CV and profile match a job (ADR 121): a score 0–100 and its reasons, pure
 * and deterministic. The formula is written out in the ADR; the weights are here.
 */

/** Points of each part of the score when the job asks for it. */
export const MATCH_WEIGHTS = { technologies: 70, profession: 15, seniority: 10, language: 5 } as const;

/**
 * Years of practice with each technology a job of a seniority asks for, and the years of experience
 * that seniority stands for; a job of several levels asks what its lowest asks.
 */
export const ASKED_YEARS: Record<RequiredLevel, number> = { junior: 1, medior: 2, senior: 3, lead: 5 };
/** A job that names no seniority asks for one year. */
export const DEFAULT_ASKED_YEARS = 1;

/** The professions one can move between (the similar jobs' table): half the profession's points. */
export const NEIGHBOURS: Partial<Record<ProfessionCode, readonly ProfessionCode[]>> = {
  FRONTEND: ['FULLSTACK'],
  FULLSTACK: ['FRONTEND', 'BACKEND'],
  BACKEND: ['FULLSTACK'],
};

export interface MatchCandidate {
  /** The CV's technologies with years of practice (as the CV stores them, `YEARS_STORED` of core/cv/cv-rows.ts). */
  technologies: readonly { name: string; years: number }[];
  /** Years of experience computed from the employments; null when none are given. */
  experienceYears: number | null;
  profession: ProfessionCode | null;
  /** Languages the candidate speaks at B2 or better, as codes (sk, en, de…). */
  languages: readonly string[];
}

export interface MatchJob {
  technologies: readonly string[];
  profession: ProfessionCode;
  requiredLevels: readonly RequiredLevel[];
  /** The language the job is written in: the team's working language. */
  language: Locale;
}

export type MatchReason =
  | { kind: 'technology'; name: string; years: number; asked: number }
  | { kind: 'missing'; names: string[] }
  | { kind: 'profession'; match: 'same' | 'neighbour' | 'other' }
  | { kind: 'seniority'; years: number; asked: number }
  | { kind: 'language'; language: Locale; speaks: boolean };

export type MatchResult =
  | { score: number; reasons: MatchReason[] }
  /** A CV without technologies gets no score: it says what to add, never a 0 that looks like a verdict. */
  | { score: null; missing: 'technologies' };

/** The years a job asks for: those of its lowest seniority. */
export function askedYears(levels: readonly RequiredLevel[]): number {
  let asked = Infinity;
  for (const level of levels) asked = Math.min(asked, ASKED_YEARS[level]);
  return levels.length ? asked : DEFAULT_ASKED_YEARS;
}

const keys = new Map<string, string>();
/** A technology's name as compared: trimmed, lower case (remembered: job lists repeat a few names). */
const key = (name: string) => {
  let k = keys.get(name);
  if (k === undefined) {
    if (keys.size >= 10_000) keys.clear();
    keys.set(name, (k = name.trim().toLocaleLowerCase('en')));
  }
  return k;
};

/**
 * The score of a candidate for a job: each part the job asks for earns its weight times how far the
 * candidate meets it (0–1), and the score is the points earned over the points possible, 0–100.
 * Technologies: each of the job's technologies an equal share, met by years ÷ asked (at most 1).
 * Profession: the same 1, a neighbouring one ½. Seniority: experience years ÷ asked (at most 1).
 * Language: speaking the job's language 1. A part the candidate's profile does not state earns 0.
 */
export function matchScore({ candidate, job }: { candidate: MatchCandidate; job: MatchJob }): MatchResult {
  return matchScorer(candidate).result(job);
}

/**
 * The match score of one candidate for many jobs (the "best match first" sort scores every job a
 * search matched): what is read of the candidate once, then `score` (the number alone, no reasons
 * built) or `result` per job. Both follow the one formula of `matchScore`.
 */
export function matchScorer(candidate: MatchCandidate) {
  const years = new Map<string, number>();
  for (const t of candidate.technologies)
    years.set(key(t.name), Math.max(years.get(key(t.name)) ?? 0, Math.max(0, t.years)));
  const experience = Math.max(0, candidate.experienceYears ?? 0);
  const languages = new Set(candidate.languages.map(key));
  const neighbours = candidate.profession ? NEIGHBOURS[candidate.profession] : undefined;
  const professionOf = (job: MatchJob) =>
    candidate.profession === job.profession
      ? ('same' as const)
      : neighbours?.includes(job.profession)
        ? ('neighbour' as const)
        : ('other' as const);

  /** Points earned and possible for `job`, and each part as it was met (reasons are built by `result`). */
  function points(
    job: MatchJob,
    technologies?: { matched: { name: string; years: number }[]; missing: string[] },
  ) {
    const asked = askedYears(job.requiredLevels);
    let earned = 0;
    let possible = 0;
    const wanted = distinctTechnologies(job.technologies);
    const distinct = wanted.keys.length;
    if (distinct) {
      possible += MATCH_WEIGHTS.technologies;
      for (let i = 0; i < distinct; i++) {
        const y = years.get(wanted.keys[i]!);
        if (y === undefined) technologies?.missing.push(wanted.names[i]!);
        else {
          technologies?.matched.push({ name: wanted.names[i]!, years: y });
          earned += (MATCH_WEIGHTS.technologies / distinct) * Math.min(1, asked > 0 ? y / asked : 1);
        }
      }
    }
    possible += MATCH_WEIGHTS.profession;
    const profession = professionOf(job);
    earned += MATCH_WEIGHTS.profession * (profession === 'same' ? 1 : profession === 'neighbour' ? 0.5 : 0);
    if (job.requiredLevels.length) {
      possible += MATCH_WEIGHTS.seniority;
      earned += MATCH_WEIGHTS.seniority * Math.min(1, experience / asked);
    }
    possible += MATCH_WEIGHTS.language;
    const speaks = languages.has(job.language);
    if (speaks) earned += MATCH_WEIGHTS.language;
    return { score: Math.round((100 * earned) / possible), asked, profession, speaks };
  }

  return {
    /** The score alone; null for a CV without technologies. */
    score(job: MatchJob): number | null {
      return years.size ? points(job).score : null;
    },
    result(job: MatchJob): MatchResult {
      if (!years.size) return { score: null, missing: 'technologies' };
      const technologies = { matched: [] as { name: string; years: number }[], missing: [] as string[] };
      const { score, asked, profession, speaks } = points(job, technologies);
      const reasons: MatchReason[] = [];
      const { matched, missing } = technologies;
      matched.sort((a, b) => b.years - a.years || a.name.localeCompare(b.name, 'en'));
      for (const m of matched) reasons.push({ kind: 'technology', name: m.name, years: m.years, asked });
      if (missing.length) reasons.push({ kind: 'missing', names: missing });
      reasons.push({ kind: 'profession', match: profession });
      if (job.requiredLevels.length) reasons.push({ kind: 'seniority', years: experience, asked });
      reasons.push({ kind: 'language', language: job.language, speaks });
      return { score, reasons };
    },
  };
}

const DISTINCT = new WeakMap<readonly string[], { keys: string[]; names: string[] }>();
/**
 * A job's technologies, each distinct one (compared by key) once, first name kept; remembered per list
 * (the search index's cards keep theirs, so "best match first" reads each job's once).
 */
function distinctTechnologies(technologies: readonly string[]): { keys: string[]; names: string[] } {
  let known = DISTINCT.get(technologies);
  if (!known) {
    known = { keys: [], names: [] };
    for (const name of technologies) {
      const k = key(name);
      if (known.keys.includes(k)) continue;
      known.keys.push(k);
      known.names.push(name);
    }
    DISTINCT.set(technologies, known);
  }
  return known;
}

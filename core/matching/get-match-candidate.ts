import { sql } from 'drizzle-orm';
import { professionCodes, type ProfessionCode } from '../../contracts/enums.ts';
import type { TechnologyYears } from '../../contracts/cv.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { computeExperience } from '../cv/compute-experience.ts';
import { YEARS_STORED } from '../cv/cv-rows.ts';
import type { MatchCandidate } from './match-score.ts';

/** Language levels at which a candidate counts as speaking a job's language. */
const SPEAKS = new Set(['B2', 'C1', 'C2', 'native']);
const ALL = '\u0000all';
/**
 * A CV names its languages in words ("Slovenčina", "Deutsch"): the names of the portal's languages
 * in its three languages (diacritics and case ignored) and their codes.
 */
const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries({
    sk: ['sk', 'slovak', 'slovencina', 'slowakisch', 'slovensky jazyk'],
    en: ['en', 'english', 'anglictina', 'englisch'],
    de: ['de', 'german', 'nemcina', 'deutsch'],
  }).flatMap(([code, names]) => names.map((name) => [name, code])),
);
/** The code of a language a CV names, or the name itself (lower case, no diacritics). */
export const languageCode = (name: string): string => {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return LANGUAGE_NAMES[plain] ?? plain;
};

/**
 * What the match score reads of a candidate (ADR 121): the CV's technologies with years, the years
 * of experience of the employments taken together (overlaps once; the profile's experience level
 * when no employment is given), the profile's profession and the languages spoken at B2 or better.
 * Null when the account has no candidate profile (an admin, say): nobody else gets a score.
 */
export async function getMatchCandidate({
  db,
  userId,
  today,
}: {
  db: Db;
  userId: string;
  today?: string;
}): Promise<MatchCandidate | null> {
  const candidates = await getMatchCandidates({ db, userIds: [userId], ...(today ? { today } : {}) });
  return candidates.get(userId) ?? null;
}

/**
 * `getMatchCandidate` of many accounts (the recruiters' ranking, ADR 122), by account id; an account
 * without a candidate profile is left out. One round trip: each profile with its CV's technologies,
 * employments and languages (ADR 125).
 */
export async function getMatchCandidates({
  db,
  userIds,
  today = new Date().toISOString().slice(0, 10),
}: {
  db: Db;
  userIds: readonly string[];
  today?: string;
}): Promise<Map<string, MatchCandidate>> {
  const result = new Map<string, MatchCandidate>();
  const ids = [...new Set(userIds)];
  if (!ids.length) return result;
  const profiles = await queryRows<{
    userId: string;
    profession: string | null;
    experience: string | null;
    technologies: { name: string; years: number }[];
    employments: { from: string; to: string | null }[];
    languages: { language: string; level: string }[];
  }>(
    db,
    sql`select p.user_id as "userId", p.profession_code as profession, p.experience,
      (select coalesce(json_agg(json_build_object('name', e.name, 'years', t.years) order by t.sort_order, t.id), '[]')
        from cv_technology t join expertise e on e.id = t.expertise_id where t.user_id = p.user_id) as technologies,
      (select coalesce(json_agg(json_build_object('from', m.from_date, 'to', m.to_date)), '[]')
        from cv_employment m where m.user_id = p.user_id) as employments,
      (select coalesce(json_agg(json_build_object('language', l.language, 'level', l.level)), '[]')
        from cv_language l where l.user_id = p.user_id) as languages
    from candidate_profile p where p.user_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (const profile of profiles) {
    const { technologies, employments, languages } = profile;
    const worked = employments.length
      ? (computeExperience(
          employments.map((e) => ({ from: e.from, to: e.to, technologies: [ALL] })),
          today,
        )[0]?.years ?? 0)
      : null;
    const stated =
      profile.experience && profile.experience in YEARS_STORED
        ? YEARS_STORED[profile.experience as TechnologyYears]
        : null;
    result.set(profile.userId, {
      technologies,
      experienceYears: worked ?? stated,
      profession: professionCodes.includes(profile.profession as ProfessionCode)
        ? (profile.profession as ProfessionCode)
        : null,
      languages: languages.filter((l) => SPEAKS.has(l.level)).map((l) => languageCode(l.language)),
    });
  }
  return result;
}

import { asc, eq, inArray } from 'drizzle-orm';
import { professionCodes, type ProfessionCode } from '../../contracts/enums.ts';
import type { TechnologyYears } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { cvEmployment, cvLanguage, cvTechnology } from '../../db/schema/cv.ts';
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
 * `getMatchCandidate` of many accounts in four queries (the recruiters' ranking, ADR 122): the
 * candidates by account id; an account without a candidate profile is left out.
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
  const ids = [...new Set(userIds)];
  const result = new Map<string, MatchCandidate>();
  if (!ids.length) return result;
  const [profiles, technologies, employments, languages] = await Promise.all([
    db
      .select({
        userId: candidateProfile.userId,
        profession: candidateProfile.professionCode,
        experience: candidateProfile.experience,
      })
      .from(candidateProfile)
      .where(inArray(candidateProfile.userId, ids)),
    db
      .select({ userId: cvTechnology.userId, name: expertise.name, years: cvTechnology.years })
      .from(cvTechnology)
      .innerJoin(expertise, eq(expertise.id, cvTechnology.expertiseId))
      .where(inArray(cvTechnology.userId, ids))
      .orderBy(asc(cvTechnology.sortOrder), asc(cvTechnology.id)),
    db
      .select({ userId: cvEmployment.userId, from: cvEmployment.fromDate, to: cvEmployment.toDate })
      .from(cvEmployment)
      .where(inArray(cvEmployment.userId, ids)),
    db
      .select({ userId: cvLanguage.userId, language: cvLanguage.language, level: cvLanguage.level })
      .from(cvLanguage)
      .where(inArray(cvLanguage.userId, ids)),
  ]);
  const byUser = <T extends { userId: string }>(rows: T[]) => {
    const groups = new Map<string, T[]>();
    for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
    return (userId: string) => groups.get(userId) ?? [];
  };
  const technologiesOf = byUser(technologies);
  const employmentsOf = byUser(employments);
  const languagesOf = byUser(languages);
  for (const profile of profiles) {
    const worked = employmentsOf(profile.userId);
    const workedYears = worked.length
      ? (computeExperience(
          worked.map((e) => ({ from: e.from, to: e.to, technologies: [ALL] })),
          today,
        )[0]?.years ?? 0)
      : null;
    const stated =
      profile.experience && profile.experience in YEARS_STORED
        ? YEARS_STORED[profile.experience as TechnologyYears]
        : null;
    result.set(profile.userId, {
      technologies: technologiesOf(profile.userId).map(({ name, years }) => ({ name, years })),
      experienceYears: workedYears ?? stated,
      profession: professionCodes.includes(profile.profession as ProfessionCode)
        ? (profile.profession as ProfessionCode)
        : null,
      languages: languagesOf(profile.userId)
        .filter((l) => SPEAKS.has(l.level))
        .map((l) => languageCode(l.language)),
    });
  }
  return result;
}

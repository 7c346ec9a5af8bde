import { asc, eq } from 'drizzle-orm';
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
  today = new Date().toISOString().slice(0, 10),
}: {
  db: Db;
  userId: string;
  today?: string;
}): Promise<MatchCandidate | null> {
  const [profile] = await db
    .select({ profession: candidateProfile.professionCode, experience: candidateProfile.experience })
    .from(candidateProfile)
    .where(eq(candidateProfile.userId, userId))
    .limit(1);
  if (!profile) return null;
  const [technologies, employments, languages] = await Promise.all([
    db
      .select({ name: expertise.name, years: cvTechnology.years })
      .from(cvTechnology)
      .innerJoin(expertise, eq(expertise.id, cvTechnology.expertiseId))
      .where(eq(cvTechnology.userId, userId))
      .orderBy(asc(cvTechnology.sortOrder), asc(cvTechnology.id)),
    db
      .select({ from: cvEmployment.fromDate, to: cvEmployment.toDate })
      .from(cvEmployment)
      .where(eq(cvEmployment.userId, userId)),
    db
      .select({ language: cvLanguage.language, level: cvLanguage.level })
      .from(cvLanguage)
      .where(eq(cvLanguage.userId, userId)),
  ]);
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
  return {
    technologies,
    experienceYears: worked ?? stated,
    profession: professionCodes.includes(profile.profession as ProfessionCode)
      ? (profile.profession as ProfessionCode)
      : null,
    languages: languages.filter((l) => SPEAKS.has(l.level)).map((l) => languageCode(l.language)),
  };
}

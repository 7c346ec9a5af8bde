import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { professionCodes, requiredLevels } from '../../contracts/enums.ts';
import {
  askedYears,
  type MatchCandidate,
  type MatchJob,
  matchScore,
  matchScorer,
} from '../../core/matching/match-score.ts';

const kotlinJob: MatchJob = {
  technologies: ['Kotlin', 'PostgreSQL', 'Kafka'],
  profession: 'BACKEND',
  requiredLevels: ['senior'],
  language: 'sk',
};
const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  technologies: [
    { name: 'Kotlin', years: 5 },
    { name: 'PostgreSQL', years: 3 },
    { name: 'React', years: 4 },
  ],
  experienceYears: 6,
  profession: 'BACKEND',
  languages: ['sk', 'en'],
  ...over,
});

describe('the match score of a CV and a job', () => {
  it('scores the issue example: Kotlin 5 years (asked 3+), PostgreSQL 3 years, missing Kafka', () => {
    const result = matchScore({ candidate: candidate(), job: kotlinJob });
    // Technologies 2 of 3 fully met: 70 × 2/3; profession 15, seniority 10, language 5 → 76.67 of 100.
    expect(result).toEqual({
      score: 77,
      reasons: [
        { kind: 'technology', name: 'Kotlin', years: 5, asked: 3 },
        { kind: 'technology', name: 'PostgreSQL', years: 3, asked: 3 },
        { kind: 'missing', names: ['Kafka'] },
        { kind: 'profession', match: 'same' },
        { kind: 'seniority', years: 6, asked: 3 },
        { kind: 'language', language: 'sk', speaks: true },
      ],
    });
  });

  it('gives 100 to a CV that meets everything, and counts fewer years in proportion', () => {
    const all = candidate({ technologies: [...candidate().technologies, { name: 'kafka', years: 10 }] });
    expect(matchScore({ candidate: all, job: kotlinJob }).score).toBe(100);
    // Kafka 1 year of the 3 asked: 70 × (1 + 1 + 1/3) / 3 = 54.44 + 30 → 84.
    const junior = candidate({ technologies: [...candidate().technologies, { name: 'Kafka', years: 1 }] });
    expect(matchScore({ candidate: junior, job: kotlinJob }).score).toBe(84);
  });

  it('gives a neighbouring profession half its points and another none', () => {
    const fullstack = matchScore({ candidate: candidate({ profession: 'FULLSTACK' }), job: kotlinJob });
    expect(fullstack.score).toBe(69); // 76.67 − 7.5
    const tester = matchScore({ candidate: candidate({ profession: 'TESTER' }), job: kotlinJob });
    expect(tester.score).toBe(62); // 76.67 − 15
    const none = matchScore({ candidate: candidate({ profession: null }), job: kotlinJob });
    expect(none.score).toBe(62);
  });

  it("weighs seniority by the job's lowest level and leaves it out when the job names none", () => {
    expect(askedYears(['senior', 'medior'])).toBe(2);
    expect(askedYears([])).toBe(1);
    const beginner = candidate({ experienceYears: 1 });
    // Seniority 10 × 1/3; technologies as before.
    expect(matchScore({ candidate: beginner, job: kotlinJob }).score).toBe(70);
    const anyLevel = { ...kotlinJob, requiredLevels: [] };
    // Without a level a year is asked: every technology met, no seniority part: (46.67 + 15 + 5) / 90.
    expect(matchScore({ candidate: beginner, job: anyLevel }).score).toBe(74);
  });

  it('does not speak the language of a German job, and a job without technologies is scored on the rest', () => {
    const german = { ...kotlinJob, language: 'de' as const };
    const result = matchScore({ candidate: candidate(), job: german });
    expect(result.score).toBe(72);
    expect(result.score !== null && result.reasons.at(-1)).toEqual({
      kind: 'language',
      language: 'de',
      speaks: false,
    });
    const plain = { ...kotlinJob, technologies: [] };
    expect(matchScore({ candidate: candidate(), job: plain }).score).toBe(100);
  });

  it('gives no score to a CV without technologies, rather than a 0 that looks like a verdict', () => {
    expect(matchScore({ candidate: candidate({ technologies: [] }), job: kotlinJob })).toEqual({
      score: null,
      missing: 'technologies',
    });
  });

  it('reads technologies case-insensitively and takes the most years of a technology named twice', () => {
    const twice = candidate({
      technologies: [
        { name: 'KOTLIN', years: 1 },
        { name: 'kotlin ', years: 5 },
        { name: 'postgresql', years: 3 },
      ],
    });
    expect(matchScore({ candidate: twice, job: kotlinJob }).score).toBe(77);
  });
});

const TECHNOLOGIES = ['Java', 'Kotlin', 'Kafka', 'React', 'PostgreSQL', 'Docker', 'Go', 'Python'];
const arbitraryCandidate = fc.record({
  technologies: fc.array(
    fc.record({ name: fc.constantFrom(...TECHNOLOGIES), years: fc.double({ min: 0, max: 30, noNaN: true }) }),
    { maxLength: 8 },
  ),
  experienceYears: fc.option(fc.double({ min: 0, max: 40, noNaN: true }), { nil: null }),
  profession: fc.option(fc.constantFrom(...professionCodes), { nil: null }),
  languages: fc.subarray(['sk', 'en', 'de', 'cs']),
});
const arbitraryJob = fc.record({
  technologies: fc.subarray(TECHNOLOGIES),
  profession: fc.constantFrom(...professionCodes),
  requiredLevels: fc.subarray([...requiredLevels]),
  language: fc.constantFrom('sk' as const, 'en' as const, 'de' as const),
});

describe('the match score, for any CV and job', () => {
  it('never falls when a technology the job asks for is added to the CV', () => {
    fc.assert(
      fc.property(
        arbitraryCandidate,
        arbitraryJob,
        fc.nat(),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (cv, job, pick, years) => {
          fc.pre(job.technologies.length > 0);
          const name = job.technologies[pick % job.technologies.length]!;
          const before = matchScore({ candidate: cv, job });
          const after = matchScore({
            candidate: { ...cv, technologies: [...cv.technologies, { name, years }] },
            job,
          });
          expect(after.score).not.toBeNull();
          if (before.score !== null) expect(after.score!).toBeGreaterThanOrEqual(before.score);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stays within 0–100 and is the same for the same input', () => {
    fc.assert(
      fc.property(arbitraryCandidate, arbitraryJob, (cv, job) => {
        const result = matchScore({ candidate: cv, job });
        expect(result).toEqual(matchScore({ candidate: cv, job }));
        if (result.score !== null) {
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('gives the same score whether scored alone (the "best match first" sort) or with its reasons', () => {
    fc.assert(
      fc.property(arbitraryCandidate, fc.array(arbitraryJob, { maxLength: 8 }), (cv, jobs) => {
        const scorer = matchScorer(cv);
        for (const job of jobs) expect(scorer.score(job)).toBe(matchScore({ candidate: cv, job }).score);
      }),
    );
  });
});

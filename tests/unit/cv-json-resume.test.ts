import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../contracts/cv.ts';
import { cvInLanguage } from '../../contracts/cv-sheet.ts';
import {
  fromJsonResume,
  importJsonResume,
  jsonResumeSchema,
  toJsonResume,
} from '../../contracts/json-resume.ts';

const sk = (text: string) => ({ sk: text });
const cv = cvDocumentSchema.parse({
  position: sk('Backend vývojár'),
  bio: sk('Programujem v Jave. Mám rád čistý kód.'),
  employments: [
    {
      company: 'Železničná spoločnosť, a. s.',
      position: sk('Senior vývojár'),
      from: '2019-03',
      to: null,
      description: sk('Dátový sklad porúch koľají.\nSpracovanie 5 TB dát.'),
      technologies: ['Java', 'PostgreSQL'],
    },
    {
      company: 'Štúdio Ťava',
      position: sk('Vývojár'),
      from: '2016-09-01',
      to: '2019-02-28',
      technologies: [],
    },
  ],
  educations: [
    {
      diploma: sk('Ing.'),
      school: sk('Žilinská univerzita'),
      faculty: sk('FRI'),
      from: '2011-09',
      to: '2016-06',
    },
    { diploma: sk('Maturita'), school: sk('Gymnázium Hlinská'), from: '2007', to: '2011' },
  ],
  references: [{ link: 'https://github.com/lubo', description: sk('GitHub') }],
  certificates: [{ name: sk('Oracle Certified Professional'), description: sk('Oracle · 2019') }],
  languages: [
    { language: 'Slovenčina', level: 'native' },
    { language: 'Deutsch', level: 'B2' },
  ],
  technologies: [
    { name: 'Java', years: '5-10', specialization: true },
    { name: 'TypeScript', years: '2' },
  ],
});

describe('JSON Resume', () => {
  it('round-trips the CV: export, then import gives the same document', () => {
    const resume = toJsonResume(cvInLanguage(cv, 'sk'), {
      firstName: 'Ľubomír',
      lastName: 'Šťastný',
      email: 'lubo@example.sk',
      city: 'Žilina',
    });
    expect(resume.basics?.name).toBe('Ľubomír Šťastný');
    expect(jsonResumeSchema.safeParse(resume).success).toBe(true);
    expect(fromJsonResume(jsonResumeSchema.parse(JSON.parse(JSON.stringify(resume))), 'sk')).toEqual(cv);
  });

  it('exports in each language a resume the official schema accepts, with the schema’s meaning', async () => {
    const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
      validate: (resume: unknown, done: (errors: unknown, valid: boolean) => void) => void;
    };
    const both = cvDocumentSchema.parse({
      ...cv,
      position: { sk: 'Backend vývojár', en: 'Backend developer' },
      employments: cv.employments.map((e) => ({ ...e, description: { ...e.description, en: 'Rail data.' } })),
    });
    for (const language of ['sk', 'en'] as const) {
      const resume = toJsonResume(cvInLanguage(both, language), {
        firstName: 'Ľubomír',
        lastName: 'Šťastný',
      });
      const errors = await new Promise((resolve) => validate(resume, (found) => resolve(found)));
      expect(errors, language).toBeNull();
      expect(resume.basics?.label).toBe(language === 'sk' ? 'Backend vývojár' : 'Backend developer');
      // Technologies never pose as achievements, and a skill's level is never a number of years.
      expect(resume.work?.[0]).not.toHaveProperty('highlights');
      expect(resume.skills?.every((x) => x.level === undefined)).toBe(true);
      expect(resume.education?.[0]).toMatchObject({ studyType: 'Ing.', area: 'FRI' });
      expect(resume.education?.[1]).toMatchObject({ startDate: '2007', endDate: '2011' });
      expect(fromJsonResume(jsonResumeSchema.parse(resume), language).employments[0]!.description).toEqual({
        [language]: language === 'sk' ? 'Dátový sklad porúch koľají.\nSpracovanie 5 TB dát.' : 'Rail data.',
      });
    }
  });

  it('reads a resume written by another tool as the schema means it, listing what has no place', () => {
    const preview = importJsonResume(
      jsonResumeSchema.parse({
        basics: {
          name: 'Jana Nováková',
          label: 'Frontend Developer',
          summary: 'React and accessibility.',
          profiles: [
            { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jana' },
            { network: 'Twitter', username: 'jana' },
          ],
        },
        work: [
          {
            name: 'Acme',
            position: 'Developer',
            startDate: '2018',
            endDate: '2020-06-30',
            summary: 'Built the shop.',
            highlights: ['Cut page load by half', 'Led a team of "four", 2019'],
          },
          { name: 'No start date', position: 'Intern' },
          { name: 'Backwards', position: 'Dev', startDate: '2022-01', endDate: '2021-01' },
        ],
        education: [
          {
            institution: 'Comenius University',
            area: 'Computer Science',
            studyType: 'Bachelor',
            startDate: '2010',
            endDate: '2013',
          },
        ],
        certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2023-05', url: 'https://cncf.io/c/1' }],
        languages: [
          { language: 'English', fluency: 'Fluent' },
          { language: 'Deutsch', fluency: 'B2 – upper intermediate' },
          { language: 'Čeština', fluency: 'Native speaker' },
        ],
        skills: [{ name: 'React', level: 'Master', keywords: ['hooks'] }],
        projects: [{ name: 'Shop' }, { name: 'Blog' }],
        volunteer: [{ organization: 'ignored' }],
        awards: [{ title: 'Best' }],
        publications: [{ name: 'Paper' }],
        interests: [{ name: 'Chess' }],
      }),
    );
    expect(preview.position).toEqual({ sk: 'Frontend Developer' });
    expect(preview.bio).toEqual({ sk: 'React and accessibility.' });
    // Highlights are achievements: in the description after the summary, not technologies.
    expect(preview.employments).toEqual([
      {
        company: 'Acme',
        position: { sk: 'Developer' },
        from: '2018',
        to: '2020-06-30',
        description: { sk: 'Built the shop.\n\n• Cut page load by half\n• Led a team of "four", 2019' },
        technologies: [],
      },
    ]);
    expect(preview.educations).toEqual([
      {
        diploma: { sk: 'Bachelor' },
        school: { sk: 'Comenius University' },
        faculty: { sk: 'Computer Science' },
        from: '2010',
        to: '2013',
        description: {},
      },
    ]);
    expect(preview.certificates).toEqual([
      { name: { sk: 'CKA' }, description: { sk: 'CNCF · 2023-05 · https://cncf.io/c/1' } },
    ]);
    expect(preview.references).toEqual([
      { link: 'https://www.linkedin.com/in/jana', description: { sk: 'LinkedIn' } },
    ]);
    // "Fluent" has no documented CEFR level: left empty for the candidate.
    expect(preview.languages).toEqual([
      { language: 'English', level: null },
      { language: 'Deutsch', level: 'B2' },
      { language: 'Čeština', level: 'native' },
    ]);
    expect(preview.technologies).toEqual([{ name: 'React', years: '1', specialization: false }]);
    expect(preview.notImported).toEqual([
      { section: 'projects', count: 2 },
      { section: 'volunteer', count: 1 },
      { section: 'awards', count: 1 },
      { section: 'publications', count: 1 },
      { section: 'interests', count: 1 },
    ]);
  });
});

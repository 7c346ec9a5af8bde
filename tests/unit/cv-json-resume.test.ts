import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../contracts/cv.ts';
import { cvInLanguage } from '../../contracts/cv-sheet.ts';
import { fromJsonResume, jsonResumeSchema, toJsonResume } from '../../contracts/json-resume.ts';

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
  ],
  references: [{ link: 'https://github.com/lubo', description: sk('GitHub') }],
  certificates: [{ name: sk('Oracle Certified Professional'), description: sk('Oracle') }],
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

  it('reads a resume written by another tool, leaving out what the CV cannot hold', () => {
    const imported = fromJsonResume(
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
            highlights: ['React'],
          },
          { name: 'No start date', position: 'Intern' },
          { name: 'Backwards', position: 'Dev', startDate: '2022-01', endDate: '2021-01' },
        ],
        languages: [
          { language: 'English', fluency: 'Fluent' },
          { language: 'Čeština', fluency: 'Native speaker' },
        ],
        skills: [{ name: 'React', level: 'Master', keywords: ['hooks'] }],
        volunteer: [{ organization: 'ignored' }],
      }),
    );
    expect(imported.position).toEqual({ sk: 'Frontend Developer' });
    expect(imported.employments).toEqual([
      {
        company: 'Acme',
        position: { sk: 'Developer' },
        from: '2018-01',
        to: '2020-06-30',
        description: {},
        technologies: ['React'],
      },
    ]);
    expect(imported.references).toEqual([
      { link: 'https://www.linkedin.com/in/jana', description: { sk: 'LinkedIn' } },
    ]);
    expect(imported.languages).toEqual([
      { language: 'English', level: 'C1' },
      { language: 'Čeština', level: 'native' },
    ]);
    expect(imported.technologies).toEqual([{ name: 'React', years: '1', specialization: false }]);
  });
});

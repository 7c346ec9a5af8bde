import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  LinkedInImportRefused,
  linkedInDate,
  linkedInPeriod,
  parseLinkedInExport,
} from '../../infra/import/linkedin-export.ts';

const BOM = '\uFEFF';
/** The files of a LinkedIn "Get a copy of your data" export, with LinkedIn's own columns and quoting. */
const realistic = () =>
  zipSync({
    'Profile.csv': strToU8(
      `${BOM}First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n` +
        'Ľubomír,Šťastný,,,,"Backend vývojár, Java","Programujem v Jave.\nMám rád čistý kód, testy a ""merateľné"" výsledky.",IT Services,,"Žilina, Slovakia",,,\n',
    ),
    'Positions.csv': strToU8(
      'Company Name,Title,Description,Location,Started On,Finished On\n' +
        '"Železničná spoločnosť, a. s.",Senior vývojár,"Dátový sklad porúch koľají.\nNočné načítanie 5 TB, ""bez výpadkov"".","Žilina, Slovakia",Mar 2019,\n' +
        'Štúdio Ťava,Vývojár,,Bratislava,Sep 2016,Feb 2019\n' +
        'Broken Dates Ltd,Intern,,,,\n',
    ),
    'Education.csv': strToU8(
      'School Name,Start Date,End Date,Notes,Degree Name,Activities\n' +
        'Žilinská univerzita v Žiline,2011,2016,"Diplomová práca: ""Rozvrhy"".",Ing.,\n' +
        'Gymnázium Hlinská,2006–2010,,,Maturita,\n',
    ),
    'Skills.csv': strToU8('Name\nJava\nPostgreSQL\njava\nKubernetes\n'),
    'Languages.csv': strToU8(
      'Name,Proficiency\nSlovenčina,Native or bilingual proficiency\nDeutsch,Professional working proficiency\nEnglish,\n',
    ),
    'Certifications.csv': strToU8(
      'Name,Url,Authority,Started On,Finished On,License Number\n' +
        'AWS Certified Solutions Architect – Associate,https://www.credly.com/badges/abc,Amazon Web Services (AWS),Mar 2021,Mar 2024,"SAA-C02 ""X"", 7781"\n' +
        'Oracle Certified Professional,,Oracle,2019,,\n',
    ),
    'Projects.csv': strToU8('Title,Description,Started On,Finished On\nRozvrhy,,2015,2016\n'),
    'Honors.csv': strToU8('Title,Description,Issued On\nCena dekana,,2016\n'),
    'Connections.csv': strToU8('Notes:\n"When exporting..."\n\nFirst Name,Last Name\nJán,Novák\n'),
  });

describe('LinkedIn data export', () => {
  it('reads a realistic export: quoted multi-line descriptions, diacritics, BOM, missing optional files', async () => {
    const cv = await parseLinkedInExport(realistic());
    // The texts become versions in the language the import was asked for (Slovak by default).
    expect(cv.position).toEqual({ sk: 'Backend vývojár, Java' });
    expect(cv.bio).toEqual({ sk: 'Programujem v Jave.\nMám rád čistý kód, testy a "merateľné" výsledky.' });
    expect(cv.employments).toEqual([
      {
        company: 'Železničná spoločnosť, a. s.',
        position: { sk: 'Senior vývojár' },
        from: '2019-03',
        to: null,
        description: { sk: 'Dátový sklad porúch koľají.\nNočné načítanie 5 TB, "bez výpadkov".' },
        technologies: [],
      },
      {
        company: 'Štúdio Ťava',
        position: { sk: 'Vývojár' },
        from: '2016-09',
        to: '2019-02',
        description: {},
        technologies: [],
      },
    ]);
    // Years stay years: no January is made up; a range in one column gives both ends.
    expect(cv.educations).toEqual([
      {
        diploma: { sk: 'Ing.' },
        school: { sk: 'Žilinská univerzita v Žiline' },
        faculty: {},
        from: '2011',
        to: '2016',
        description: { sk: 'Diplomová práca: "Rozvrhy".' },
      },
      {
        diploma: { sk: 'Maturita' },
        school: { sk: 'Gymnázium Hlinská' },
        faculty: {},
        from: '2006',
        to: '2010',
        description: {},
      },
    ]);
    expect(cv.technologies.map((t) => t.name)).toEqual(['Java', 'PostgreSQL', 'Kubernetes']);
    // Only LinkedIn's "native or bilingual" has a documented level; the others are left empty.
    expect(cv.languages).toEqual([
      { language: 'Slovenčina', level: 'native' },
      { language: 'Deutsch', level: null },
      { language: 'English', level: null },
    ]);
    // Certificates keep who issued them, the licence number and the dates.
    expect(cv.certificates).toEqual([
      {
        name: { sk: 'AWS Certified Solutions Architect – Associate' },
        description: {
          sk: 'Amazon Web Services (AWS) · ID SAA-C02 "X", 7781 · 2021-03 – 2024-03 · https://www.credly.com/badges/abc',
        },
      },
      { name: { sk: 'Oracle Certified Professional' }, description: { sk: 'Oracle · 2019' } },
    ]);
    // What the portal has no place for is listed, not folded into other fields.
    expect(cv.notImported).toEqual([
      { section: 'projects', count: null },
      { section: 'awards', count: null },
    ]);
    // Asked for English, the same export fills the English versions and leaves the Slovak ones empty.
    const english = await parseLinkedInExport(realistic(), 'en');
    expect(english.position).toEqual({ en: 'Backend vývojár, Java' });
    expect(english.employments[0]!.position).toEqual({ en: 'Senior vývojár' });
  });

  it('reads LinkedIn’s dates, a year as a year', () => {
    expect(
      ['Mar 2019', 'Sept 2020', '2011', '03/2019', '2019-02-30', 'present', ''].map(linkedInDate),
    ).toEqual(['2019-03', '2020-09', '2011', '2019-03', null, null, null]);
    expect(linkedInPeriod('2010–2015', '')).toEqual({ from: '2010', to: '2015' });
    expect(linkedInPeriod('2010 - 2015', undefined)).toEqual({ from: '2010', to: '2015' });
    expect(linkedInPeriod('Mar 2019 — Feb 2021', '')).toEqual({ from: '2019-03', to: '2021-02' });
    expect(linkedInPeriod('2019-03', '')).toEqual({ from: '2019-03', to: null });
  });

  it('refuses a file that is not a ZIP, an archive without the profile files, and a zip bomb', async () => {
    const reason = async (bytes: Uint8Array) => {
      try {
        await parseLinkedInExport(bytes);
        return 'accepted';
      } catch (error) {
        return error instanceof LinkedInImportRefused ? error.reason : String(error);
      }
    };
    expect(await reason(strToU8('%PDF-1.7 not a zip'))).toBe('not_zip');
    expect(await reason(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBe('not_zip');
    expect(await reason(zipSync({ 'Connections.csv': strToU8('First Name\nJán\n') }))).toBe(
      'no_profile_files',
    );
    // 30 MB of one repeated character packs into a few kilobytes.
    const bomb = zipSync({ 'Positions.csv': new Uint8Array(30 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await reason(bomb)).toBe('too_large');
    // A path-traversal name and an entry larger than any CSV of an export.
    expect(await reason(zipSync({ '../../etc/Profile.csv': strToU8('Headline\nx\n') }))).toBe('unsafe_name');
    const oversized = zipSync({ 'Skills.csv': new Uint8Array(6 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(await reason(oversized)).toBe('too_large');
    // A CSV whose quote never closes does not parse.
    expect(await reason(zipSync({ 'Positions.csv': strToU8('Company Name,Title\n"Acme,\r\nDev\n') }))).toBe(
      'bad_csv',
    );
  });
});

import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  LinkedInImportRefused,
  linkedInDate,
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
        'Žilinská univerzita v Žiline,2011,2016,"Diplomová práca: ""Rozvrhy"".",Ing.,\n',
    ),
    'Skills.csv': strToU8('Name\nJava\nPostgreSQL\njava\nKubernetes\n'),
    'Languages.csv': strToU8(
      'Name,Proficiency\nSlovenčina,Native or bilingual proficiency\nDeutsch,Professional working proficiency\n',
    ),
    // Certifications.csv is missing: an optional file.
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
    expect(cv.educations).toEqual([
      {
        diploma: { sk: 'Ing.' },
        school: { sk: 'Žilinská univerzita v Žiline' },
        faculty: {},
        from: '2011-01',
        to: '2016-01',
        description: { sk: 'Diplomová práca: "Rozvrhy".' },
      },
    ]);
    expect(cv.technologies.map((t) => t.name)).toEqual(['Java', 'PostgreSQL', 'Kubernetes']);
    expect(cv.languages).toEqual([
      { language: 'Slovenčina', level: 'native' },
      { language: 'Deutsch', level: 'C1' },
    ]);
    expect(cv.certificates).toEqual([]);
    // Asked for English, the same export fills the English versions and leaves the Slovak ones empty.
    const english = await parseLinkedInExport(realistic(), 'en');
    expect(english.position).toEqual({ en: 'Backend vývojár, Java' });
    expect(english.employments[0]!.position).toEqual({ en: 'Senior vývojár' });
  });

  it('reads LinkedIn’s dates', () => {
    expect(['Mar 2019', 'Sept 2020', '2011', '03/2019', 'present', ''].map(linkedInDate)).toEqual([
      '2019-03',
      '2020-09',
      '2011-01',
      '2019-03',
      null,
      null,
    ]);
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
  });
});

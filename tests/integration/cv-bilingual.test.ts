import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.ts';
import {
  convertWithLibreOffice,
  docxParagraphs,
  docxParts,
  docxText,
  ensureSoffice,
} from '../support/word-document.ts';
import { apiCaller, fileTestApp, registerVerifiedCandidate } from '../setup/api-users.ts';

/**
 * A CV written in Slovak with English versions of its texts (ADR 110): every output renders the
 * language asked for, a text without a version in it falls back to the other language, and changing
 * the CV's primary language moves no text.
 */
const app = fileTestApp();
const call = apiCaller(app);
let owner: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let token = '';

/** Each free text of the CV, in Slovak and in English (short, so that no PDF line breaks one). */
const TEXTS = {
  position: { sk: 'Vedúca vývojárka', en: 'Lead developer' },
  bio: { sk: 'Píšem čistý kód v Jave.', en: 'I write clean Java code.' },
  employmentPosition: { sk: 'Hlavná architektka', en: 'Chief architect' },
  employmentDescription: { sk: 'Navrhla som sklad dát.', en: 'I designed the data warehouse.' },
  diploma: { sk: 'Inžinierka informatiky', en: 'Master of Engineering' },
  school: { sk: 'Žilinská univerzita', en: 'University of Žilina' },
  faculty: { sk: 'Fakulta riadenia', en: 'Faculty of Management' },
  educationDescription: { sk: 'Diplomová práca o rozvrhoch.', en: 'Thesis on timetables.' },
  certificateName: { sk: 'Certifikát z Javy', en: 'Java certificate' },
  referenceDescription: { sk: 'Moje projekty na GitHube.', en: 'My projects on GitHub.' },
} as const;
/** A text written only in Slovak: the English CV shows it in Slovak. */
const SLOVAK_ONLY = 'Vydala ho spoločnosť Oracle Slovensko.';

const cvBody = {
  position: TEXTS.position,
  bio: TEXTS.bio,
  employments: [
    {
      company: 'Železničná spoločnosť',
      position: TEXTS.employmentPosition,
      from: '2019-03',
      to: null,
      description: TEXTS.employmentDescription,
      technologies: ['Java'],
    },
  ],
  educations: [
    {
      diploma: TEXTS.diploma,
      school: TEXTS.school,
      faculty: TEXTS.faculty,
      from: '2011-09',
      to: '2016-06',
      description: TEXTS.educationDescription,
    },
  ],
  certificates: [{ name: TEXTS.certificateName, description: { sk: SLOVAK_ONLY } }],
  references: [{ link: 'https://github.com/lubo', description: TEXTS.referenceDescription }],
  languages: [{ language: 'Deutsch', level: 'C1' }],
  technologies: [{ name: 'Java', years: '5-10', specialization: true }],
};

const all = (language: 'sk' | 'en') => Object.values(TEXTS).map((text) => text[language]);

async function share(language: 'sk' | 'en') {
  const response = await call('PUT', '/api/candidates/my/cv-settings', {
    cookie: owner.cookie,
    body: { language, privacy: 'public', contactVisible: false, graphVisible: true },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** What a reader of `text` sees of the CV's texts: which versions it contains. */
function expectIn(text: string, language: 'sk' | 'en') {
  const other = language === 'sk' ? 'en' : 'sk';
  for (const wanted of all(language)) expect(text, wanted).toContain(wanted);
  for (const unwanted of all(other)) expect(text, unwanted).not.toContain(unwanted);
  // The one text without an English version is shown in Slovak in both, and nothing says so.
  expect(text).toContain(SLOVAK_ONLY);
}

beforeAll(async () => {
  owner = await registerVerifiedCandidate(app);
  token = owner.body.cvSettings.token;
  await share('sk');
  const saved = await call('PUT', '/api/candidates/my/cv', { cookie: owner.cookie, body: cvBody });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const photo = new FormData();
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  photo.append('file', new File([new Uint8Array(png)], 'ja.png'));
  const stored = await call('PUT', '/api/candidates/my/cv/photo', { cookie: owner.cookie, body: photo });
  expect(stored.status, await stored.clone().text()).toBe(204);
});

const word = async (language: 'sk' | 'en', cookie?: string) => {
  const response = await call('GET', `/api/cv/${token}/docx?language=${language}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  expect(response.headers.get('content-disposition')).toMatch(new RegExp(`-${language}\\.docx"$`));
  return new Uint8Array(await response.arrayBuffer());
};

describe('a CV in two languages', () => {
  it('the shared JSON gives the texts of the language asked for, the primary one by default', async () => {
    const read = async (query: string) => {
      const response = await call('GET', `/api/cv/${token}${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        language: string;
        primaryLanguage: string;
        languages: string[];
        secondLanguage: string | null;
        cv: Record<string, unknown>;
      };
    };
    const english = await read('?language=en');
    expect(english).toMatchObject({
      language: 'en',
      primaryLanguage: 'sk',
      languages: ['sk', 'en'],
      secondLanguage: 'sk',
    });
    expectIn(JSON.stringify(english.cv), 'en');
    const slovak = await read('');
    expect(slovak.language).toBe('sk');
    expectIn(JSON.stringify(slovak.cv), 'sk');
    expect((await call('GET', `/api/cv/${token}?language=de`)).status).toBe(400);
  });

  it('the English PDF has the English texts and none of the Slovak ones, and the reverse', async () => {
    for (const language of ['en', 'sk'] as const) {
      const response = await call('GET', `/api/cv/${token}/pdf?language=${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`-${language}.pdf`);
      const text = pdfText(new Uint8Array(await response.arrayBuffer()));
      expectIn(text, language);
      expect(text).toContain(language === 'en' ? 'WORK EXPERIENCE' : 'PRACOVNÉ SKÚSENOSTI');
    }
  });

  it('the English Word file has the English texts and none of the Slovak ones, and the reverse', async () => {
    for (const language of ['en', 'sk'] as const) expectIn(docxText(await word(language)), language);
  });

  it('the Word file is built of Word’s headings, lists, a table and the photo', async () => {
    const bytes = await word('en');
    const paragraphs = docxParagraphs(bytes);
    const styled = (style: string) => paragraphs.filter((p) => p.style === style).map((p) => p.text);
    expect(styled('Title')).toEqual([`${owner.payload.firstName} ${owner.payload.lastName}`]);
    expect(styled('Heading1')).toEqual([
      'Profile',
      'Work experience',
      'Experience by technology',
      'Education',
      'Technologies',
      'Languages',
      'Certificates',
      'References',
    ]);
    expect(styled('Heading2')).toEqual([
      `${TEXTS.employmentPosition.en} · Železničná spoločnosť`,
      `${TEXTS.diploma.en} · ${TEXTS.school.en}`,
    ]);
    const parts = docxParts(bytes);
    // The heading styles are Word's own, defined in the document's styles.
    expect(parts['word/styles.xml']).toContain('w:styleId="Heading1"');
    const xml = parts['word/document.xml']!;
    // Lists are real numbered (bulleted) paragraphs, the chart a table, the photo an embedded image.
    expect(xml.match(/<w:numPr>/g)?.length).toBe(4);
    expect(xml).toContain('<w:tbl>');
    expect(Object.keys(parts).some((name) => name.startsWith('word/media/'))).toBe(true);
  });

  it('the Word file opens in LibreOffice and converts to PDF without errors', { timeout: 300_000 }, () =>
    word('en').then((bytes) => {
      ensureSoffice();
      const converted = convertWithLibreOffice(bytes);
      expect(converted.status, converted.output).toBe(0);
      expect(converted.output).not.toMatch(/error/i);
      const text = pdfText(readFileSync(converted.pdf!));
      expect(text).toContain(TEXTS.employmentDescription.en);
      expect(text).toContain('Work experience');
    }),
  );

  it('keeps the Word file valid XML whatever the texts hold: line breaks, quotes, < and &', async () => {
    const nasty = (n: number) => `A "quoted" <b>${n}</b> & 'apostrophe' ]]> &amp;`;
    const multi = (n: number) => `${nasty(n)}\r\nsecond line\rthird & <last>`;
    const hostile = {
      position: { en: nasty(1) },
      bio: { en: multi(2) },
      employments: [
        {
          company: `Company ${nasty(3)}`,
          position: { en: nasty(4) },
          from: '2019-03',
          to: null,
          description: { en: multi(5) },
          technologies: ['Java'],
        },
      ],
      educations: [
        {
          diploma: { en: nasty(6) },
          school: { en: nasty(7) },
          faculty: { en: nasty(8) },
          description: { en: multi(9) },
        },
      ],
      certificates: [{ name: { en: nasty(10) }, description: { en: multi(11) } }],
      references: [{ link: 'https://github.com/a?b=1&c="2"', description: { en: multi(12) } }],
      languages: [{ language: nasty(13), level: 'C1' }],
      technologies: [{ name: 'Java', years: '1' }],
    };
    const saved = await call('PUT', '/api/candidates/my/cv', { cookie: owner.cookie, body: hostile });
    expect(saved.status, await saved.clone().text()).toBe(200);
    try {
      const parts = docxParts(await word('en'));
      for (const [name, xml] of Object.entries(parts))
        if (name.endsWith('.xml')) expect(XMLValidator.validate(xml), name).toBe(true);
      const text = docxText(await word('en'));
      for (let n = 1; n <= 13; n++) expect(text).toContain(nasty(n));
      // A line break is Word's line break: CR LF and a lone CR are one each, never a raw control character.
      const bio = docxParagraphs(await word('en')).find((p) => p.text.startsWith(nasty(2)));
      expect(bio?.text).toBe(`${nasty(2)}\nsecond line\nthird & <last>`);
      // eslint-disable-next-line no-control-regex -- control characters are what must not be there
      expect(parts['word/document.xml']).not.toMatch(/[\r\u0000-\u0008]/);
    } finally {
      await call('PUT', '/api/candidates/my/cv', { cookie: owner.cookie, body: cvBody });
    }
  });

  it('the Word file follows the link’s privacy like the PDF', async () => {
    await call('PUT', '/api/candidates/my/cv-settings', {
      cookie: owner.cookie,
      body: { language: 'sk', privacy: 'private', contactVisible: false, graphVisible: true },
    });
    try {
      const refused = await call('GET', `/api/cv/${token}/docx?language=en`);
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain(TEXTS.bio.en);
      expect(docxText(await word('sk', owner.cookie))).toContain(TEXTS.bio.sk);
      expect((await call('GET', `/api/cv/${token}/docx?language=fr`, { cookie: owner.cookie })).status).toBe(
        400,
      );
      expect((await call('GET', '/api/cv/AAAAAAAAAAAAAAAAAAAAAA/docx')).status).toBe(404);
    } finally {
      await share('sk');
    }
  });

  it('changing the primary language moves no text: the editor and both languages stay as written', async () => {
    const before = await (await call('GET', '/api/candidates/my/cv', { cookie: owner.cookie })).json();
    await share('en');
    const after = (await (await call('GET', '/api/candidates/my/cv', { cookie: owner.cookie })).json()) as {
      position: unknown;
      certificates: { description: unknown }[];
    };
    expect(after).toEqual(before);
    expect(after.position).toEqual(TEXTS.position);
    expect(after.certificates[0]!.description).toEqual({ sk: SLOVAK_ONLY });
    // The default language follows the setting; each language still shows its own texts.
    const shared = (await (await call('GET', `/api/cv/${token}`)).json()) as { language: string; cv: object };
    expect(shared.language).toBe('en');
    expectIn(JSON.stringify(shared.cv), 'en');
    const pdf = await call('GET', `/api/cv/${token}/pdf?language=sk`);
    expectIn(pdfText(new Uint8Array(await pdf.arrayBuffer())), 'sk');
    await share('sk');
  });

  it('exports a JSON Resume in each language that the official schema accepts', async () => {
    const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
      validate: (resume: unknown, done: (errors: unknown, valid: boolean) => void) => void;
    };
    for (const language of ['sk', 'en'] as const) {
      const response = await call('GET', `/api/candidates/my/cv/resume.json?language=${language}`, {
        cookie: owner.cookie,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`resume-${language}.json`);
      const resume = (await response.json()) as {
        basics: { label: string; summary: string };
        work: { position: string; summary: string }[];
        education: { institution: string; area: string; studyType: string }[];
        certificates: { name: string }[];
      };
      const errors = await new Promise((resolve) => validate(resume, (found) => resolve(found)));
      expect(errors).toBeNull();
      expect(resume.basics).toMatchObject({
        label: TEXTS.position[language],
        summary: TEXTS.bio[language],
      });
      expect(resume.work[0]).toMatchObject({
        position: TEXTS.employmentPosition[language],
        summary: TEXTS.employmentDescription[language],
      });
      expect(resume.education[0]).toMatchObject({
        institution: TEXTS.school[language],
        area: TEXTS.faculty[language],
        studyType: TEXTS.diploma[language],
      });
      expect(resume.certificates[0]!.name).toBe(TEXTS.certificateName[language]);
    }
    expect(
      (await call('GET', '/api/candidates/my/cv/resume.json?language=xx', { cookie: owner.cookie })).status,
    ).toBe(400);
  });

  it('an application can take the portal CV in either language', async () => {
    for (const language of ['en', 'sk'] as const) {
      const response = await call('POST', '/api/job-application/cv-from-portal', {
        cookie: owner.cookie,
        body: { source: 'generated', language },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      expect(((await response.json()) as { name: string }).name).toMatch(new RegExp(`-${language}\\.pdf$`));
    }
  });

  it('a required text needs a version in one language, not in both', async () => {
    const response = await call('PUT', '/api/candidates/my/cv', {
      cookie: owner.cookie,
      lang: 'en',
      body: { ...cvBody, certificates: [{ name: { sk: ' ', en: '' } }, { name: { en: 'Only English' } }] },
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(problem.fieldErrors)).toEqual(['certificates.0.name']);
    expect(problem.fieldErrors['certificates.0.name']).toEqual(['Please fill in this field.']);
  });
});

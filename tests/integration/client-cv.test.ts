import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientCvConsent, clientCvGeneration, job } from '../../db/schema/index.ts';
import { pdfText } from '../support/pdf-text.ts';
import { docxParts, docxText } from '../support/word-document.ts';
import {
  apiCaller,
  nextClientIp,
  queuedEmails,
  registerVerifiedCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';
import { filePageTestApp } from '../setup/page-app.ts';

/**
 * The anonymised client CV (ADR 112): made only with the candidate's recorded consent, given from a
 * single-use link that shows what the client gets; the files carry nothing that identifies the
 * person — no name, e-mail, phone, city, photo or the names of employers marked confidential.
 */
const ADMIN = `admin.clientcv.${Date.now()}@kariera.test`;
const ORIGIN = 'https://kariera.test';
const app = filePageTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '1000' });
const call = apiCaller(app);

const PERSON = {
  firstName: 'Radoslava',
  lastName: 'Kvetňanská',
  phone: '+421 907 654 321',
  city: 'Prievidza',
};
const SECRET_EMPLOYER = 'Tatra banka';
const OTHER_SECRET = 'Orange Slovensko';
const OPEN_EMPLOYER = 'Železničná spoločnosť';

let candidate: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let adminCookie = '';

const cvBody = {
  position: { sk: 'Vedúca vývojárka', en: 'Lead developer' },
  bio: {
    sk: `Som Radoslava z mesta Prievidza, píšte na ${'radka@example.sk'} alebo volajte 0907 654 321.`,
    en: 'I build payment systems. Portfolio: https://radka.dev/portfolio',
  },
  employments: [
    {
      company: SECRET_EMPLOYER,
      position: { sk: 'Architektka platieb', en: 'Payments architect' },
      from: '2019-03',
      to: null,
      description: { en: `At ${SECRET_EMPLOYER} I led the card payments team.` },
      technologies: ['Java'],
      confidential: true,
      industry: 'bank',
    },
    {
      company: OTHER_SECRET,
      position: { en: 'Backend developer' },
      from: '2015-01',
      to: '2019-02',
      description: { en: 'Billing for mobile customers; left Orange slovensko in 2019.' },
      technologies: ['Java'],
      confidential: true,
      industry: 'telecom',
    },
    {
      company: OPEN_EMPLOYER,
      position: { en: 'Junior developer' },
      from: '2013-01',
      to: '2014-12',
      description: { en: 'Timetables.' },
      technologies: [],
    },
  ],
  references: [{ link: 'https://github.com/radka-kvetnanska', description: { en: 'My code.' } }],
  technologies: [{ name: 'Java', years: '5-10', specialization: true }],
  languages: [{ language: 'English', level: 'C1' }],
};

/** What must never be in a client CV. */
const forbidden = () => [
  PERSON.firstName,
  PERSON.lastName,
  candidate.email,
  PERSON.phone,
  '907 654 321',
  '0907',
  PERSON.city,
  SECRET_EMPLOYER,
  OTHER_SECRET,
  'Orange',
  'radka@example.sk',
  'radka.dev',
  'github.com',
];

const clientCvUrl = (query: string) => `/api/admin/candidates/${candidate.id}/client-cv?${query}`;

/** Posts a form to a page as a browser without scripts does. */
async function postForm(pathname: string, fields: Record<string, string>) {
  const response = await app().app.request(`${ORIGIN}${pathname}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': nextClientIp(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}
const getPage = async (pathname: string) => {
  const response = await app().app.request(`${ORIGIN}${pathname}`, {
    headers: { 'x-forwarded-for': nextClientIp() },
  });
  // React's markers between adjacent texts (`a<!-- --> · <!-- -->b`) are not what a reader sees.
  return {
    status: response.status,
    html: (await response.text()).replaceAll('<!-- -->', ''),
    headers: response.headers,
  };
};

/** The consent link of the latest consent e-mail to the candidate, as a path. */
async function consentLink() {
  const mail = (await queuedEmails(app, candidate.email))
    .filter((m) => m.template === 'client-cv-consent')
    .at(-1);
  expect(mail).toBeDefined();
  return new URL(String(mail!.data.consentUrl)).pathname;
}

async function requestConsent() {
  const response = await call('POST', `/api/admin/candidates/${candidate.id}/client-cv/consent-request`, {
    cookie: adminCookie,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { sent: boolean; consent: { state: string } };
}

/** The images a PDF embeds, as files written by `pdfimages` (poppler). */
function pdfImages(bytes: Uint8Array): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-cv-'));
  writeFileSync(path.join(dir, 'cv.pdf'), bytes);
  execFileSync('pdfimages', ['-all', path.join(dir, 'cv.pdf'), path.join(dir, 'img')]);
  return readdirSync(dir)
    .filter((f) => f.startsWith('img'))
    .map((f) => readFileSync(path.join(dir, f)));
}

beforeAll(async () => {
  candidate = await registerVerifiedCandidate(app, { ...PERSON, phoneCountry: 'SVK' });
  adminCookie = (await registerVerifiedCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
  const saved = await call('PUT', '/api/candidates/my/cv', { cookie: candidate.cookie, body: cvBody });
  expect(saved.status, await saved.clone().text()).toBe(200);
  // The contact shown on the candidate's own link, as a client must never see it.
  const shared = await call('PUT', '/api/candidates/my/cv-settings', {
    cookie: candidate.cookie,
    body: { language: 'sk', privacy: 'public', contactVisible: true, graphVisible: true },
  });
  expect(shared.status).toBe(200);
  const photoPng = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const photo = new FormData();
  photo.append('file', new File([new Uint8Array(photoPng)], 'me.png'));
  const stored = await call('PUT', '/api/candidates/my/cv/photo', { cookie: candidate.cookie, body: photo });
  expect(stored.status, await stored.clone().text()).toBe(204);
}, 120_000);

describe('the confidential employer flag', () => {
  it('is kept with the CV, and a confidential employer needs its kind', async () => {
    const read = await call('GET', '/api/candidates/my/cv', { cookie: candidate.cookie });
    const cv = (await read.json()) as { employments: { confidential?: boolean; industry?: string }[] };
    expect(cv.employments.map((e) => [e.confidential, e.industry])).toEqual([
      [true, 'bank'],
      [true, 'telecom'],
      [undefined, undefined],
    ]);
    const employments = structuredClone(cvBody.employments) as Record<string, unknown>[];
    delete employments[0]!.industry;
    const refused = await call('PUT', '/api/candidates/my/cv', {
      cookie: candidate.cookie,
      body: { ...cvBody, employments },
    });
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { fieldErrors: Record<string, string[]> };
    expect(problem.fieldErrors['employments.0.industry']?.[0]).toMatch(/kind of employer/i);
    const unknown = await call('PUT', '/api/candidates/my/cv', {
      cookie: candidate.cookie,
      body: { ...cvBody, employments: [{ ...cvBody.employments[0], industry: 'casino' }] },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('the client CV and the consent', () => {
  it('is refused until the candidate agrees; the candidate cannot make one', async () => {
    const before = await call('GET', clientCvUrl('format=pdf&language=en'), { cookie: adminCookie });
    expect(before.status).toBe(409);
    expect(((await before.json()) as { code: string }).code).toBe('CONSENT_REQUIRED');
    const own = await call('GET', clientCvUrl('format=pdf'), { cookie: candidate.cookie });
    expect(own.status).toBe(403);
  });

  it('a forged link is a 404 and shows nothing', async () => {
    expect((await requestConsent()).sent).toBe(true);
    const real = await consentLink();
    const forged = real.replace(/[^/]{43}$/, 'A'.repeat(43));
    const page = await getPage(forged);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Payments architect');
    const post = await postForm(forged, { answer: 'given' });
    expect(post.status).toBe(404);
    const stored = await app()
      .database.db.select()
      .from(clientCvConsent)
      .where(eq(clientCvConsent.userId, candidate.id));
    expect(stored.map((r) => r.state)).toEqual(['requested']);
    // Only the token's hash is stored.
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(real).not.toContain(stored[0]!.tokenHash!);
  });

  it('the consent page shows the anonymised CV, without scripts, and records the answer once', async () => {
    await requestConsent();
    const link = await consentLink();
    const page = await getPage(`${link}?lang=en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).toContain('Payments architect · a bank');
    expect(page.html).toContain('Backend developer · a telecom operator');
    expect(page.html).toContain(OPEN_EMPLOYER);
    for (const text of forbidden()) expect(page.html, text).not.toContain(text);

    const agreed = await postForm(link, { answer: 'given' });
    expect(agreed.status).toBe(200);
    expect(agreed.html).toContain('your consent is recorded');
    const reused = await postForm(link, { answer: 'refused' });
    expect(reused.status).toBe(410);
    expect(reused.html).toContain('This link no longer works');
    const again = await getPage(link);
    expect(again.html).toContain('This link no longer works');
    expect(again.html).not.toContain('Payments architect');
    const [latest] = await app()
      .database.db.select()
      .from(clientCvConsent)
      .where(eq(clientCvConsent.userId, candidate.id))
      .orderBy(clientCvConsent.id)
      .then((rows) => rows.slice(-1));
    expect(latest!.state).toBe('given');
    expect(latest!.textVersion).toBe('2026-11-29');
    expect(latest!.answeredAt).toBeInstanceOf(Date);
  });

  it('the PDF carries no detail of the person, no photo, and the portal instead', async () => {
    const [target] = await app().database.db.select({ id: job.id }).from(job).limit(1);
    for (const language of ['en', 'sk'] as const) {
      const response = await call('GET', clientCvUrl(`format=pdf&language=${language}&jobId=${target!.id}`), {
        cookie: adminCookie,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).not.toMatch(/radoslava|kvet/i);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = pdfText(bytes);
      for (const unwanted of forbidden()) expect(text, unwanted).not.toContain(unwanted);
      expect(text).toContain('Kariéra IT');
      expect(text).toContain(language === 'en' ? 'a bank' : 'banka');
      expect(text).toContain(OPEN_EMPLOYER);
      // The one image is the portal's logo (512 × 512), not the photo (240 × 240).
      const sizes = await Promise.all(pdfImages(bytes).map((img) => sharp(img).metadata()));
      expect(sizes.some((m) => m.width === 240)).toBe(false);
    }
    // The photo exists and an ordinary PDF of the CV has it: the check above can fail.
    const ordinary = await call('GET', `/api/cv/${candidate.body.cvSettings.token}/pdf`, {
      cookie: adminCookie,
    });
    const ordinarySizes = await Promise.all(
      pdfImages(new Uint8Array(await ordinary.arrayBuffer())).map((img) => sharp(img).metadata()),
    );
    expect(ordinarySizes.some((m) => m.width === 240)).toBe(true);
  });

  it('the Word file carries no detail of the person and no photo', async () => {
    const response = await call('GET', clientCvUrl('format=docx&language=en'), { cookie: adminCookie });
    expect(response.status, await response.clone().text()).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = docxText(bytes);
    for (const unwanted of forbidden()) expect(text, unwanted).not.toContain(unwanted);
    expect(text).toContain('Payments architect · a bank');
    expect(text).toContain('Kariéra IT');
    const parts = docxParts(bytes);
    const xml = Object.entries(parts)
      .filter(([name]) => name.endsWith('.xml') || name.endsWith('.rels'))
      .map(([, content]) => content)
      .join('\n');
    for (const unwanted of forbidden()) expect(xml, unwanted).not.toContain(unwanted);
    // The media are the logo only (512 × 512): none is the photo (240 × 240), which the ordinary
    // Word file of the CV has.
    const mediaSizes = async (file: Uint8Array) =>
      Promise.all(
        Object.entries(unzipSync(file))
          .filter(([name]) => name.startsWith('word/media/'))
          .map(([, data]) => sharp(Buffer.from(data)).metadata()),
      );
    const sizes = await mediaSizes(bytes);
    expect(sizes.map((m) => m.width)).toEqual([512]);
    const ordinary = await call('GET', `/api/cv/${candidate.body.cvSettings.token}/docx`, {
      cookie: adminCookie,
    });
    expect((await mediaSizes(new Uint8Array(await ordinary.arrayBuffer()))).map((m) => m.width)).toContain(
      240,
    );
  });

  it('every file made is logged with the admin, the time and the job', async () => {
    const response = await call('GET', `/api/admin/candidates/${candidate.id}/client-cv/consent`, {
      cookie: adminCookie,
    });
    const body = (await response.json()) as {
      consent: { state: string };
      generations: { format: string; language: string; jobId: number | null; admin: string | null }[];
    };
    expect(body.consent.state).toBe('given');
    expect(body.generations.map((g) => `${g.format}-${g.language}-${g.jobId ? 'job' : '-'}`)).toEqual([
      'docx-en--',
      'pdf-sk-job',
      'pdf-en-job',
    ]);
    expect(body.generations.every((g) => g.admin)).toBe(true);
    const rows = await app()
      .database.db.select()
      .from(clientCvGeneration)
      .where(eq(clientCvGeneration.userId, candidate.id));
    expect(rows).toHaveLength(3);
  });

  it('an unknown job, format or language is a 400, never a file', async () => {
    for (const query of [
      'format=pdf&jobId=2147483000',
      'format=rtf',
      'format=pdf&language=de',
      'format=pdf&jobId=x',
    ])
      expect((await call('GET', clientCvUrl(query), { cookie: adminCookie })).status, query).toBe(400);
  });

  it('is refused again once the candidate withdraws, from the CV page without scripts', async () => {
    const response = await app().app.request(`${ORIGIN}/en/profile/cv/client-cv-consent`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: candidate.cookie,
        'x-forwarded-for': nextClientIp(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/en\/profile\/cv\?clientCv=withdrawn/);
    const after = await call('GET', clientCvUrl('format=docx'), { cookie: adminCookie });
    expect(after.status).toBe(409);
    const own = await call('GET', '/api/candidates/my/client-cv-consent', { cookie: candidate.cookie });
    expect(((await own.json()) as { consent: { state: string } }).consent.state).toBe('withdrawn');
    // A new request asks again; until answered, no file.
    expect((await requestConsent()).consent.state).toBe('requested');
    expect((await call('GET', clientCvUrl('format=pdf'), { cookie: adminCookie })).status).toBe(409);
  });
});

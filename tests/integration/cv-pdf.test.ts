import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../../db/schema/files.ts';
import { pdfText } from '../support/pdf-text.ts';
import { fileTestAppWithSmtp, registerCandidate, registerVerifiedCandidate } from '../setup/api-users.ts';

/** Every letter with a diacritic of Slovak and of German, small and capital. */
const SLOVAK = 'áäčďéíĺľňóôŕšťúýž ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ';
const GERMAN = 'äöüß ÄÖÜẞ';
const SLOVAK_SAMPLE =
  'Kŕdeľ ďatľov učí koňa žrať kôru. Ťažké úlohy, pôvodný výťah, ľúbostná báseň, Ôsmy Ďalší Ĺ.';
const GERMAN_SAMPLE = 'Größere Übungen für Ärzte: Öl, Straße, Äpfel, Übermaß.';

const { app, call, delivered } = fileTestAppWithSmtp();
let owner: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let token = '';

const pages = (bytes: Uint8Array) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' }))?.[1]);

const employments = Array.from({ length: 7 }, (_, i) => ({
  company: i === 0 ? 'Železničná spoločnosť' : `Spoločnosť ${i}`,
  position: { sk: 'Vývojár' },
  from: `${2008 + 2 * i}-01`,
  to: i === 6 ? null : `${2009 + 2 * i}-12`,
  description: {
    sk: `${SLOVAK_SAMPLE} ${GERMAN_SAMPLE} Navrhol som dátový sklad a jeho načítanie. Zrýchlil som nočný import. Viedol som tím piatich ľudí.`,
  },
  technologies: ['Java', i % 2 ? 'Kotlin' : 'SQL'],
}));

beforeAll(async () => {
  owner = await registerVerifiedCandidate(app);
  token = owner.body.cvSettings.token;
  const shared = await call('PUT', '/api/candidates/my/cv-settings', {
    cookie: owner.cookie,
    body: { language: 'sk', privacy: 'registered', contactVisible: true, graphVisible: true },
  });
  expect(shared.status).toBe(200);
  const saved = await call('PUT', '/api/candidates/my/cv', {
    cookie: owner.cookie,
    body: {
      position: { sk: 'Vedúci vývojár' },
      bio: { sk: `${SLOVAK} ${GERMAN}`, en: 'Lead developer who knows Slovak and German.' },
      employments,
      educations: [
        { diploma: { sk: 'Ing.' }, school: { sk: 'Žilinská univerzita' }, from: '2003-09', to: '2008-06' },
      ],
      languages: [{ language: 'Deutsch', level: 'C1' }],
      technologies: [{ name: 'Java', years: '10+', specialization: true }],
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
});

describe('the CV as a PDF', () => {
  it('downloads with every Slovak and German letter extractable, the chart, and clean page breaks', async () => {
    const response = await call('GET', `/api/cv/${token}/pdf`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cv-.*-sk\.pdf"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = pdfText(bytes);
    for (const letter of [...SLOVAK.replace(/ /g, ''), ...GERMAN.replace(/ /g, '')])
      expect(text, `letter ${letter}`).toContain(letter);
    expect(text).toContain(SLOVAK_SAMPLE);
    expect(text).toContain(GERMAN_SAMPLE);
    expect(text).toContain('PRACOVNÉ SKÚSENOSTI');
    expect(text).toContain('PRAX V TECHNOLÓGIÁCH');
    expect(text).toContain('január 2020 – súčasnosť');
    // Seven long entries do not fit on one page; none is split across two.
    expect(pages(bytes)).toBeGreaterThanOrEqual(2);
  });

  it('renders the second language on request', async () => {
    const response = await call('GET', `/api/cv/${token}/pdf?language=en`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('WORK EXPERIENCE');
    expect(text).toContain('Lead developer who knows Slovak and German.');
  });

  it('follows the privacy of the link', async () => {
    const other = await registerCandidate(app);
    // Registered users only: a signed-in reader may download it, a visitor may not, and only the owner has it e-mailed.
    expect((await call('GET', `/api/cv/${token}/pdf`)).status).toBe(401);
    expect((await call('GET', `/api/cv/${token}/pdf`, { cookie: other.cookie })).status).toBe(200);
    expect((await call('POST', `/api/cv/${token}/pdf`, { body: {} })).status).toBe(401);
    expect((await call('POST', `/api/cv/${token}/pdf`, { cookie: other.cookie, body: {} })).status).toBe(403);
  });

  it('is e-mailed to its owner as an attachment whose text has every diacritic', async () => {
    const queued = await call('POST', `/api/cv/${token}/pdf`, {
      cookie: owner.cookie,
      body: { language: 'sk' },
    });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const message = await delivered((m) => m.to === owner.email && m.attachments.length > 0);
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toMatch(/^cv-.*\.pdf$/);
    const text = pdfText(new Uint8Array(attachment!.content));
    expect(text).toContain(SLOVAK_SAMPLE);
    expect(text).toContain(GERMAN_SAMPLE);
    for (const letter of [...SLOVAK.replace(/ /g, ''), ...GERMAN.replace(/ /g, '')])
      expect(text, `letter ${letter}`).toContain(letter);
    // The stored copy belongs to the account, so deleting the account erases it.
    const rows = await app()
      .database.db.select({ kind: storedFile.kind })
      .from(storedFile)
      .where(eq(storedFile.ownerUserId, owner.id));
    expect(rows.map((r) => r.kind)).toContain('cv-pdf');
  });
});

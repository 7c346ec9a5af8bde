import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseStudy, contactMessage } from '../../db/schema/index.ts';
import { locales } from '../../contracts/enums.ts';
import {
  apiCaller,
  fileTestApp,
  queuedEmails,
  registerCandidate,
  registerVerifiedCandidate,
} from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

const ADMIN = `company.admin.${Date.now()}@example.sk`;
const app = fileTestApp({ ADMIN_EMAILS: ADMIN });
const call = apiCaller(app);
let admin = '';
beforeAll(async () => {
  admin = (await registerVerifiedCandidate(app, { email: ADMIN })).cookie;
});

type Entry = { slug: string; term: string; definition: string };
const dictionary = async (query: string, lang = 'en') => {
  const response = await call('GET', `/api/dictionary${query}`, { lang });
  expect(response.status).toBe(200);
  return (await response.json()) as Entry[];
};

/** The nine case studies of docs/product/overview-and-users.md. */
const NINE = [
  'rail-defect-data-warehouse',
  'android-commissioning-app',
  'photovoltaic-component-catalogue',
  'biometric-enrollment-portal',
  'service-impact-analysis',
  'inventory-system',
  'document-management-system',
  'medical-decision-tree-comparison',
  'career-portal',
];

describe(`the IT dictionary on ${testDriver()}`, () => {
  it('lists at least 60 terms in each language, the same terms, alphabetically in that language', async () => {
    const byLanguage = await Promise.all(locales.map((l) => dictionary(`?language=${l}`)));
    const [sk, en, de] = byLanguage;
    expect(sk!.length).toBeGreaterThanOrEqual(60);
    for (const list of byLanguage) {
      expect(new Set(list.map((e) => e.slug))).toEqual(new Set(sk!.map((e) => e.slug)));
      expect(list.every((e) => e.term && e.definition.length > 40)).toBe(true);
    }
    const collator = new Intl.Collator('sk', { sensitivity: 'base' });
    expect(sk!.map((e) => e.term)).toEqual([...sk!.map((e) => e.term)].sort(collator.compare));
    const notice = (list: Entry[]) => list.find((e) => e.slug === 'notice-period')!;
    expect([notice(sk!).term, notice(en!).term, notice(de!).term]).toEqual([
      'Výpovedná lehota',
      'Notice period',
      'Kündigungsfrist',
    ]);
    for (const slug of ['b2b', 'zivnost', 'md-rate', 'sla', 'ci-cd', 'kubernetes', 'gdpr'])
      expect(
        sk!.some((e) => e.slug === slug),
        slug,
      ).toBe(true);
  });

  it('answers in the request language without ?language, and 400 for an unknown one', async () => {
    const german = await dictionary('', 'de');
    expect(german.find((e) => e.slug === 'gdpr')?.term).toBe('DSGVO');
    expect((await call('GET', '/api/dictionary?language=xx')).status).toBe(400);
  });

  it('is edited by admins: create, update, slug clash, delete; anonymous 401 before validation', async () => {
    expect((await call('POST', '/api/admin/dictionary', { body: { slug: 5 } })).status).toBe(401);
    const term = {
      slug: 'pair-programming',
      term: { sk: 'Párové programovanie', en: 'Pair programming', de: 'Pair-Programming' },
      definition: {
        sk: 'Dvaja vývojári pracujú spolu pri jednom počítači.',
        en: 'Two developers work together at one computer.',
        de: 'Zwei Entwickler arbeiten gemeinsam an einem Rechner.',
      },
    };
    const created = await call('POST', '/api/admin/dictionary', { body: term, cookie: admin });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await dictionary('?language=sk')).find((e) => e.slug === 'pair-programming')?.term).toBe(
      'Párové programovanie',
    );
    const clash = await call('POST', '/api/admin/dictionary', { body: { ...term }, cookie: admin });
    expect(clash.status).toBe(400);
    expect(((await clash.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.slug).toBeTruthy();
    const updated = await call('PUT', `/api/admin/dictionary/${id}`, {
      body: { ...term, term: { ...term.term, de: 'Paarprogrammierung' } },
      cookie: admin,
    });
    expect(updated.status).toBe(200);
    expect((await dictionary('?language=de')).find((e) => e.slug === 'pair-programming')?.term).toBe(
      'Paarprogrammierung',
    );
    expect((await call('DELETE', `/api/admin/dictionary/${id}`, { cookie: admin })).status).toBe(204);
    expect((await dictionary('?language=sk')).some((e) => e.slug === 'pair-programming')).toBe(false);
  });

  it('refuses missing languages, control characters and a bad slug with 400 per field, never 500', async () => {
    const response = await call('POST', '/api/admin/dictionary', {
      cookie: admin,
      body: {
        slug: 'Zlý Slug!',
        term: { sk: 'A\u0007B', en: 'x' },
        definition: { sk: 'ok', en: 'ok', de: '   ' },
      },
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['definition.de', 'slug', 'term.de', 'term.sk']);
  });
});

describe(`the company content on ${testDriver()}`, () => {
  it('holds all nine case studies of docs/product/overview-and-users.md, complete in three languages', async () => {
    const rows = await app().database.db.select().from(caseStudy);
    expect(rows.map((r) => r.slug).sort()).toEqual([...NINE].sort());
    for (const row of rows)
      for (const field of ['title', 'client', 'summary', 'challenge', 'solution', 'result'] as const)
        for (const l of locales) expect(row[field][l].length, `${row.slug} ${field} ${l}`).toBeGreaterThan(5);
    expect(rows.every((r) => r.technologies.length > 0 && r.facts.length > 0)).toBe(true);
  });

  it('lets admins edit a case study and a service in every language', async () => {
    const current = (await (
      await call('GET', '/api/admin/cases/inventory-system', { cookie: admin })
    ).json()) as {
      title: Record<string, string>;
    } & Record<string, unknown>;
    const response = await call('PUT', '/api/admin/cases/inventory-system', {
      cookie: admin,
      body: {
        ...current,
        title: { ...current.title, de: 'Inventarsystem (neu)' },
        technologies: 'Java, Oracle',
        facts: '30 % | rýchlejšia inventúra | faster stocktaking | schnellere Inventur',
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      title: { de: 'Inventarsystem (neu)' },
      technologies: ['Java', 'Oracle'],
      facts: [
        {
          value: '30 %',
          label: { sk: 'rýchlejšia inventúra', en: 'faster stocktaking', de: 'schnellere Inventur' },
        },
      ],
    });
    const services = (await (await call('GET', '/api/admin/services', { cookie: admin })).json()) as {
      slug: string;
      body: Record<string, string[]>;
    }[];
    expect(services.length).toBeGreaterThanOrEqual(3);
    const first = services[0]!;
    const saved = await call('PUT', `/api/admin/services/${first.slug}`, {
      cookie: admin,
      body: { ...first, body: { ...first.body, en: 'First paragraph.\n\nSecond paragraph.' } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { body: { en: string[] } }).body.en).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
    expect(
      (await call('PUT', '/api/admin/services/nope', { cookie: admin, body: { ...first, slug: 'nope' } }))
        .status,
    ).toBe(404);
    expect(
      (await call('GET', '/api/admin/cases', { cookie: (await registerCandidate(app)).cookie })).status,
    ).toBe(403);
  });
});

describe(`the sitemap on ${testDriver()}`, () => {
  it('lists the newsfeed, dictionary and company pages, every case study and published link', async () => {
    const xml = await (await app().app.request('/sitemap.xml')).text();
    for (const path of ['/newsfeed', '/dictionary', '/services', '/cases', '/about-us', '/de/about-us'])
      expect(xml, path).toContain(`<loc>https://kariera.test${path}</loc>`);
    for (const slug of NINE) expect(xml, slug).toContain(`<loc>https://kariera.test/en/cases/${slug}</loc>`);
    expect(xml).toMatch(/<loc>https:\/\/kariera\.test\/newsfeed\/\d+<\/loc><lastmod>/);
  });
});

describe(`the about-us contact form on ${testDriver()}`, () => {
  it('stores the message, tells HR and confirms to the sender in the page language', async () => {
    const body = {
      source: 'about-us',
      phone: '+421 905 555 321',
      message: 'Dobrý deň, zaujíma ma spolupráca na dátových projektoch.',
      name: 'Ľudmila Nováková',
      email: 'ludmila.about@example.sk',
      consent: true,
    };
    const response = await call('POST', '/api/contact-messages?locale=de', { body });
    expect(response.status, await response.clone().text()).toBe(201);
    const [row] = await app()
      .database.db.select()
      .from(contactMessage)
      .where(eq(contactMessage.email, body.email));
    expect(row).toMatchObject({ source: 'about-us', phone: body.phone, message: body.message });
    const hr = (await queuedEmails(app, app().config.hrEmail)).find(
      (e) => e.data.adminUrl === `https://kariera.test/admin/contact-messages/${row!.id}`,
    );
    expect(hr).toMatchObject({ template: 'staff-notification', data: { kind: 'about-us-contact' } });
    const [confirmation] = await queuedEmails(app, body.email);
    expect(confirmation).toMatchObject({
      template: 'contact-confirmation',
      locale: 'de',
      data: { name: body.name, message: body.message, jobsUrl: 'https://kariera.test/de/jobs' },
    });
  });

  it('answers the docs/product/validation.md messages for a missing phone, message or consent, and refuses NUL', async () => {
    const response = await call('POST', '/api/contact-messages', {
      lang: 'sk',
      body: { source: 'about-us', phone: ' ', message: '', consent: false },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      phone: ['Vyplňte, prosím, toto pole.'],
      message: ['Vyplňte, prosím, toto pole.'],
      consent: ['Súhlaste, prosím, so spracovaním osobných údajov, aby sme vám mohli odpovedať.'],
    });
    const nul = await call('POST', '/api/contact-messages', {
      body: { source: 'about-us', phone: '+421 905 555 322', message: 'a\u0000b', consent: true },
    });
    expect(nul.status).toBe(400);
  });
});

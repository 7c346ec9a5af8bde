import { randomBytes, scryptSync } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cvSettings } from '../../db/schema/cv.ts';
import {
  apiCaller,
  cookiesOf,
  fileTestApp,
  registerCandidate,
  registerVerifiedCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';

/**
 * The CV builder's API: the CV document, its sharing settings, the shared page's JSON under the four
 * privacy levels for the four kinds of callers, password unlock with its rate limit, and a new link.
 */
const ADMIN = `cv.admin.${Date.now()}@example.sk`;
const app = fileTestApp({ ADMIN_EMAILS: ADMIN });
const call = apiCaller(app);
type Who = 'anonymous' | 'other' | 'owner' | 'admin';
const cookies: Partial<Record<Who, string>> = {};
let owner: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let token = '';

const sampleCv = {
  position: { sk: 'Backend vývojár' },
  bio: {
    sk: 'Programujem v Jave a TypeScripte. Mám rád čistý kód.',
    en: 'I write Java and TypeScript. I like clean code.',
  },
  employments: [
    {
      company: 'Železničná spoločnosť, a. s.',
      position: { sk: 'Senior vývojár', en: 'Senior developer' },
      from: '2019-03',
      to: null,
      description: { sk: 'Dátový sklad porúch koľají. Spracovanie 5 TB dát.' },
      technologies: ['Java', 'PostgreSQL'],
    },
    {
      company: 'Štúdio Ťava',
      position: { sk: 'Vývojár' },
      from: '2016-09-01',
      to: '2019-02-28',
      technologies: ['Java', 'TypeScript'],
    },
  ],
  educations: [
    {
      diploma: { sk: 'Ing.' },
      school: { sk: 'Žilinská univerzita' },
      faculty: { sk: 'Fakulta riadenia a informatiky' },
      from: '2011-09',
      to: '2016-06',
    },
  ],
  references: [{ link: 'https://github.com/lubo', description: { sk: 'Moje projekty' } }],
  certificates: [{ name: { sk: 'Oracle Certified Professional' }, description: { sk: 'Java SE 11' } }],
  languages: [
    { language: 'Slovenčina', level: 'native' },
    { language: 'Deutsch', level: 'B2' },
  ],
  technologies: [
    { name: 'Java', years: '5-10', specialization: true },
    { name: 'typescript', years: '2', specialization: false },
  ],
};

beforeAll(async () => {
  owner = await registerVerifiedCandidate(app);
  cookies.owner = owner.cookie;
  token = owner.body.cvSettings.token;
  cookies.other = (await registerCandidate(app)).cookie;
  cookies.admin = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
  const saved = await call('PUT', '/api/candidates/my/cv', { cookie: owner.cookie, body: sampleCv });
  expect(saved.status, await saved.clone().text()).toBe(200);
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  language: 'sk',
  privacy: 'public',
  contactVisible: false,
  graphVisible: true,
  ...overrides,
});

async function share(overrides: Record<string, unknown>) {
  const response = await call('PUT', '/api/candidates/my/cv-settings', {
    cookie: owner.cookie,
    body: settings(overrides),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { token: string; privacy: string; hasPassword: boolean };
}

describe('my CV', () => {
  it('is private to its owner: 401 without a session', async () => {
    expect((await call('GET', '/api/candidates/my/cv')).status).toBe(401);
    expect((await call('PUT', '/api/candidates/my/cv', { body: { bio: 42 } })).status).toBe(401);
  });

  it('round-trips the whole document: months stay months, order and second-language texts kept', async () => {
    const response = await call('GET', '/api/candidates/my/cv', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const cv = (await response.json()) as typeof sampleCv;
    expect(cv.employments.map((e) => [e.company, e.from, e.to])).toEqual([
      ['Železničná spoločnosť, a. s.', '2019-03', null],
      ['Štúdio Ťava', '2016-09-01', '2019-02-28'],
    ]);
    expect(cv.employments[0]!.position).toEqual({ sk: 'Senior vývojár', en: 'Senior developer' });
    expect(cv.bio).toEqual(sampleCv.bio);
    expect(cv.employments[1]!.description).toEqual({});
    expect(cv.educations[0]).toMatchObject({
      from: '2011-09',
      to: '2016-06',
      faculty: { sk: 'Fakulta riadenia a informatiky' },
    });
    // Technology names come back as the catalogue spells them.
    expect(cv.technologies).toEqual([
      { name: 'Java', years: '5-10', specialization: true },
      { name: 'TypeScript', years: '2', specialization: false },
    ]);
    expect(cv.languages).toEqual(sampleCv.languages);
  });

  it('stores a period known only by its years and answers it as years (no January made up)', async () => {
    const other = await registerVerifiedCandidate(app);
    const body = {
      educations: [{ diploma: { sk: 'Maturita' }, school: { sk: 'Gymnázium' }, from: '2006', to: '2010' }],
      employments: [{ company: 'Acme', position: { en: 'Developer' }, from: '2010', to: '2015-06' }],
    };
    expect((await call('PUT', '/api/candidates/my/cv', { cookie: other.cookie, body })).status).toBe(200);
    const cv = (await (await call('GET', '/api/candidates/my/cv', { cookie: other.cookie })).json()) as {
      educations: { from: string; to: string }[];
      employments: { from: string; to: string }[];
    };
    expect(cv.educations[0]).toMatchObject({ from: '2006', to: '2010' });
    expect(cv.employments[0]).toMatchObject({ from: '2010', to: '2015-06' });
    // A year after the end is still out of order.
    const backwards = { employments: [{ ...body.employments[0], from: '2016', to: '2015-06' }] };
    expect(
      (await call('PUT', '/api/candidates/my/cv', { cookie: other.cookie, body: backwards })).status,
    ).toBe(400);
  });

  it('refuses bad input field by field, in the caller’s language', async () => {
    const response = await call('PUT', '/api/candidates/my/cv', {
      cookie: owner.cookie,
      lang: 'sk',
      body: {
        ...sampleCv,
        employments: [{ ...sampleCv.employments[1], from: '2020-01', to: '2019-12' }],
        references: [{ link: 'javascript:alert(1)' }],
        educations: [{ diploma: { sk: '', en: ' ' }, school: { en: 'X' }, from: '2020-13' }],
        technologies: Array.from({ length: 10 }, (_, i) => ({
          name: ['Java', 'Python', 'Go', 'Rust', 'Scala', 'PHP', 'SQL', 'C', 'C++', 'Ruby'][i],
          years: '1',
          specialization: true,
        })),
      },
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(problem.fieldErrors).sort()).toEqual([
      'educations.0.diploma',
      'educations.0.from',
      'employments.0.to',
      'references.0.link',
      'technologies',
    ]);
    expect(problem.fieldErrors['educations.0.diploma']).toEqual(['Vyplňte, prosím, toto pole.']);
    // Nothing was stored.
    const kept = (await (
      await call('GET', '/api/candidates/my/cv', { cookie: owner.cookie })
    ).json()) as typeof sampleCv;
    expect(kept.employments).toHaveLength(2);
  });

  it('takes technologies only from the catalogue', async () => {
    const response = await call('PUT', '/api/candidates/my/cv', {
      cookie: owner.cookie,
      body: { technologies: [{ name: 'Kobol 2049', years: '1' }] },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual([
      'technologies.0.name',
    ]);
  });

  it('needs a verified e-mail address to write', async () => {
    const response = await call('PUT', '/api/candidates/my/cv', { cookie: cookies.other, body: sampleCv });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('sharing settings', () => {
  it('asks for a password before the CV can be password-protected', async () => {
    const response = await call('PUT', '/api/candidates/my/cv-settings', {
      cookie: owner.cookie,
      body: settings({ privacy: 'password' }),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(problem.fieldErrors.password).toEqual(['Please set a password for your CV.']);
  });

  it('refuses the account password as the CV password, with a clear message', async () => {
    const response = await call('PUT', '/api/candidates/my/cv-settings', {
      cookie: owner.cookie,
      lang: 'de',
      body: settings({ privacy: 'password', password: owner.payload.password }),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(problem.fieldErrors.password).toEqual([
      'Das Passwort des Lebenslaufs muss sich vom Passwort Ihres Kontos unterscheiden.',
    ]);
  });

  it('stores the CV password hashed and never answers it', async () => {
    const answer = await share({ privacy: 'password', password: 'Čučoriedka-7' });
    expect(answer).toMatchObject({ privacy: 'password', hasPassword: true, token });
    expect(JSON.stringify(answer)).not.toContain('Čučoriedka');
    const { cvSettings } = await import('../../db/schema/cv.ts');
    const rows = await app().database.db.select({ hash: cvSettings.passwordHash }).from(cvSettings);
    expect(
      rows
        .map((r) => r.hash)
        .filter(Boolean)
        .join(),
    ).not.toContain('Čučoriedka');
    // Switching away keeps the password for later; switching back needs none.
    await share({ privacy: 'private' });
    expect(await share({ privacy: 'password' })).toMatchObject({ privacy: 'password', hasPassword: true });
  });
});

describe('a shared CV by its link', () => {
  const expected: Record<string, Record<Who, number>> = {
    public: { anonymous: 200, other: 200, owner: 200, admin: 200 },
    registered: { anonymous: 401, other: 200, owner: 200, admin: 200 },
    private: { anonymous: 401, other: 403, owner: 200, admin: 200 },
    password: { anonymous: 401, other: 401, owner: 200, admin: 200 },
  };
  for (const [privacy, statuses] of Object.entries(expected)) {
    it(`${privacy}: who sees it, and refusals carry none of it`, async () => {
      await share({ privacy, ...(privacy === 'password' ? { password: 'Čučoriedka-7' } : {}) });
      const seen: Partial<Record<Who, number>> = {};
      for (const who of ['anonymous', 'other', 'owner', 'admin'] as const) {
        const response = await call('GET', `/api/cv/${token}`, { cookie: cookies[who] });
        seen[who] = response.status;
        const text = await response.text();
        if (response.status === 200) expect(text).toContain('Železničná spoločnosť');
        else expect(text).not.toMatch(/Železničná|Backend vývojár|Šťastný/);
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
      }
      expect(seen).toEqual(statuses);
    });
  }

  it('shows contact details only when the owner makes them visible, and the chart only with graphVisible', async () => {
    await share({ privacy: 'public', contactVisible: false, graphVisible: false });
    let cv = (await (await call('GET', `/api/cv/${token}`)).json()) as {
      person: { email: string | null; phone: string | null; lastName: string };
      experience: unknown;
      secondLanguage: string | null;
    };
    expect(cv.person).toMatchObject({ email: null, phone: null, lastName: 'Šťastný' });
    expect(cv.experience).toBeNull();
    expect(cv.secondLanguage).toBe('en');
    await share({ privacy: 'public', contactVisible: true, graphVisible: true });
    cv = (await (await call('GET', `/api/cv/${token}`)).json()) as typeof cv;
    expect(cv.person.email).toBe(owner.email);
    expect(cv.person.phone).toBeTruthy();
    expect(cv.experience).toEqual(expect.arrayContaining([expect.objectContaining({ technology: 'Java' })]));
  });

  it('an unknown link is a 404', async () => {
    expect((await call('GET', '/api/cv/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});

describe('password unlock', () => {
  const storedHash = async () => {
    const [row] = await app()
      .database.db.select({ hash: cvSettings.passwordHash })
      .from(cvSettings)
      .where(eq(cvSettings.token, token));
    return row!.hash!;
  };

  it('opens the CV for the browser that knows the password, for that link only', async () => {
    await share({ privacy: 'password', password: 'Čučoriedka-7' });
    const ip = '203.0.113.10';
    const wrong = await call('POST', `/api/cv/${token}/unlock`, { ip, body: { password: 'Zelená-Lúka-42' } });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe('CV_PASSWORD_WRONG');
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await call('POST', `/api/cv/${token}/unlock`, { ip, body: { password: 'Čučoriedka-7' } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('Železničná spoločnosť');
    const setCookie = right.headers.getSetCookie().join();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=1800/);
    const unlocked = cookiesOf(right);
    expect((await call('GET', `/api/cv/${token}`, { cookie: unlocked })).status).toBe(200);
    // A forged or stale cookie opens nothing.
    expect(
      (await call('GET', `/api/cv/${token}`, { cookie: unlocked.replace(/=\d+\./, '=9999999999.') })).status,
    ).toBe(401);

    // A new password ends the unlock.
    await share({ privacy: 'password', password: 'Brusnica-8' });
    expect((await call('GET', `/api/cv/${token}`, { cookie: unlocked })).status).toBe(401);
  });

  it('limits wrong passwords per address and link', async () => {
    await share({ privacy: 'password', password: 'Čučoriedka-7' });
    const ip = '203.0.113.20';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await call('POST', `/api/cv/${token}/unlock`, { ip, body: { password: `zle-${i}-heslo` } })).status,
      );
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const blocked = await call('POST', `/api/cv/${token}/unlock`, { ip, body: { password: 'Čučoriedka-7' } });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).not.toContain('Železničná');
    // Another address is not locked out.
    expect(
      (await call('POST', `/api/cv/${token}/unlock`, { body: { password: 'Čučoriedka-7' } })).status,
    ).toBe(200);
  });

  it('stores the CV password as the accounts’ hasher does: better-auth’s scrypt format', async () => {
    await share({ privacy: 'password', password: 'Čučoriedka-7' });
    const hash = await storedHash();
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'Čučoriedka-7' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'Brusnica-8' })).toBe(false);
  });

  it('still opens a CV whose password was stored in the earlier format, and hashes it anew', async () => {
    await share({ privacy: 'password', password: 'Brusnica-8' });
    // A hash as CV passwords were stored before ADR 105: `scrypt$<salt>$<hash>`, Node's defaults.
    const salt = randomBytes(16);
    const old = `scrypt$${salt.toString('base64url')}$${scryptSync('Čučoriedka-7'.normalize('NFKC'), salt, 32).toString('base64url')}`;
    await app().database.db.update(cvSettings).set({ passwordHash: old }).where(eq(cvSettings.token, token));

    const wrong = await call('POST', `/api/cv/${token}/unlock`, { body: { password: 'Brusnica-8' } });
    expect(wrong.status).toBe(403);
    expect(await storedHash()).toBe(old);

    const right = await call('POST', `/api/cv/${token}/unlock`, { body: { password: 'Čučoriedka-7' } });
    expect(right.status).toBe(200);
    const renewed = await storedHash();
    expect(renewed).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: renewed, password: 'Čučoriedka-7' })).toBe(true);
    // The cookie of that unlock opens the CV, and the password keeps opening it.
    expect((await call('GET', `/api/cv/${token}`, { cookie: cookiesOf(right) })).status).toBe(200);
    const again = await call('POST', `/api/cv/${token}/unlock`, { body: { password: 'Čučoriedka-7' } });
    expect(again.status).toBe(200);
    expect(await storedHash()).toBe(renewed);
  });

  it('is only for password-protected CVs', async () => {
    await share({ privacy: 'private' });
    expect(
      (await call('POST', `/api/cv/${token}/unlock`, { body: { password: 'Čučoriedka-7' } })).status,
    ).toBe(404);
    expect((await call('POST', `/api/cv/${token}/unlock`, { body: {} })).status).toBe(400);
  });
});

describe('a new link', () => {
  it('replaces the token: the old link stops working, the new one works', async () => {
    await share({ privacy: 'public' });
    const old = token;
    expect((await call('POST', '/api/candidates/my/cv-settings/token')).status).toBe(401);
    const response = await call('POST', '/api/candidates/my/cv-settings/token', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    token = ((await response.json()) as { token: string }).token;
    expect(token).not.toBe(old);
    expect((await call('GET', `/api/cv/${old}`)).status).toBe(404);
    expect((await call('GET', `/api/cv/${token}`)).status).toBe(200);
    const mine = (await (
      await call('GET', '/api/candidates/my/cv-settings', { cookie: owner.cookie })
    ).json()) as {
      token: string;
    };
    expect(mine.token).toBe(token);
  });
});

describe('JSON Resume', () => {
  it('exports my CV and reads one back as a preview without saving it', async () => {
    expect((await call('GET', '/api/candidates/my/cv/resume.json')).status).toBe(401);
    const exported = await call('GET', '/api/candidates/my/cv/resume.json', { cookie: owner.cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('resume-sk.json');
    const resume = (await exported.json()) as { basics: { name: string }; work: { name: string }[] };
    expect(resume.basics.name).toBe('Ľubomír Šťastný');
    expect(resume.work.map((w) => w.name)).toEqual(['Železničná spoločnosť, a. s.', 'Štúdio Ťava']);

    const preview = await call('POST', '/api/candidates/my/cv/import/json-resume', {
      cookie: owner.cookie,
      body: { ...resume, work: [{ name: 'Nová firma', position: 'Architekt', startDate: '2024-01' }] },
    });
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(((await preview.json()) as { employments: { company: string }[] }).employments).toEqual([
      expect.objectContaining({ company: 'Nová firma' }),
    ]);
    // A preview only: the stored CV is unchanged.
    const mine = (await (
      await call('GET', '/api/candidates/my/cv', { cookie: owner.cookie })
    ).json()) as typeof sampleCv;
    expect(mine.employments.map((e) => e.company)).toEqual(['Železničná spoločnosť, a. s.', 'Štúdio Ťava']);
    expect(
      (
        await call('POST', '/api/candidates/my/cv/import/json-resume', {
          cookie: owner.cookie,
          body: { work: 'x' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('LinkedIn import', () => {
  it('reads an uploaded export as a preview and refuses what is not one, with a clear message', async () => {
    const { strToU8, zipSync } = await import('fflate');
    const form = (bytes: Uint8Array, name: string) => {
      const body = new FormData();
      body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
      return body;
    };
    const zip = zipSync({
      'Positions.csv': strToU8(
        'Company Name,Title,Description,Location,Started On,Finished On\nAcme,Dev,"A, B",,Mar 2019,\n',
      ),
    });
    expect(
      (await call('POST', '/api/candidates/my/cv/import/linkedin', { body: form(zip, 'export.zip') })).status,
    ).toBe(401);
    const read = await call('POST', '/api/candidates/my/cv/import/linkedin', {
      cookie: owner.cookie,
      body: form(zip, 'export.zip'),
    });
    expect(read.status, await read.clone().text()).toBe(200);
    expect(((await read.json()) as { employments: unknown[] }).employments).toEqual([
      expect.objectContaining({ company: 'Acme', from: '2019-03', to: null, description: { sk: 'A, B' } }),
    ]);
    const refused = await call('POST', '/api/candidates/my/cv/import/linkedin', {
      cookie: owner.cookie,
      lang: 'sk',
      body: form(strToU8('%PDF-1.7'), 'cv.pdf'),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.file).toEqual([
      'Nahrajte, prosím, ZIP súbor s exportom údajov z LinkedInu.',
    ]);
  });
});

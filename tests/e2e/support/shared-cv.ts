import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { validRegistration } from '../../factories/registration.ts';

/** A word and an address longer than a phone's width, as people paste them into a CV. */
const LONG_WORD = 'Softvérovýinžinierkvalityaautomatizovanéhotestovania';
const LONG_URL =
  'https://github.com/example-candidate/a-very-long-repository-name-about-end-to-end-testing/blob/main/README.md';

/**
 * A CV shared by link, as a candidate makes one through the API: registered, address confirmed
 * (writing a CV needs it), a CV with long words and addresses, shared publicly. Answers its token
 * and the owner's session cookie.
 * Runs in the end-to-end run's global setup, before any test, so it polls the outbox itself.
 */
export async function createSharedCv(
  baseUrl: string,
  dataDir: string,
): Promise<{ token: string; cookie: string }> {
  const call = async (method: string, url: string, cookie: string, body?: unknown) => {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        origin: baseUrl,
        'accept-language': 'en',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const payload = validRegistration({});
  const registered = await call('POST', '/api/registration/candidate', '', payload);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // The verification link of the e-mail the file mailer wrote.
  const dir = path.join(dataDir, 'mail');
  let link: string | undefined;
  for (let i = 0; i < 200 && !link; i++) {
    link = (existsSync(dir) ? readdirSync(dir) : [])
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string })
      .filter((m) => m.to === payload.email)
      .map((m) => /https?:\/\/[^\s"'<>]*\/verify-email\?token=[^\s"'<>]+/.exec(m.text)?.[0])
      .find(Boolean);
    if (!link) await sleep(100);
  }
  if (!link) throw new Error(`no verification e-mail for ${String(payload.email)}`);
  const verified = await fetch(link);
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  const localized = (text: string) => ({ sk: text, en: text });
  await call('PUT', '/api/candidates/my/cv', cookie, {
    position: localized(`Senior ${LONG_WORD}`),
    bio: localized(`Automatizujem testy (${LONG_URL}) a ${LONG_WORD.toLowerCase()}.`),
    employments: [
      {
        company: `Medzinárodná${LONG_WORD} s. r. o.`,
        position: localized(LONG_WORD),
        from: '2018-01',
        to: '2024-12-31',
        description: localized(`Projekty: ${LONG_URL}`),
        technologies: ['Kotlin', 'TypeScript'],
      },
    ],
    educations: [{ diploma: localized('Ing.'), school: localized(`Technická univerzita ${LONG_WORD}`) }],
    references: [{ link: LONG_URL }],
    certificates: [{ name: localized(`ISTQB ${LONG_WORD}`) }],
    languages: [{ language: 'Slovenčina', level: 'native' }],
    technologies: [{ name: 'Kotlin', years: '5-10', specialization: true }],
  });
  await call('PUT', '/api/candidates/my/cv-settings', cookie, {
    language: 'sk',
    privacy: 'public',
    contactVisible: false,
    graphVisible: true,
  });
  const settings = (await (await call('GET', '/api/candidates/my/cv-settings', cookie)).json()) as {
    token: string;
  };
  return { token: settings.token, cookie };
}

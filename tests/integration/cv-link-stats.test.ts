import { sql } from 'drizzle-orm';
import type { data } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as cvPageLoader } from '../../app/routes/cv/cv-show.server.ts';
import { cvLinkDay } from '../../db/schema/index.ts';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { toPortalLocalInput } from '../../contracts/dates.ts';
import type { CvLinkStats } from '../../contracts/cv-link-stats.ts';
import {
  apiCaller,
  fileTestApp,
  nextClientIp,
  registerCandidate,
  registerVerifiedCandidate,
} from '../setup/api-users.ts';

/**
 * The owner's statistics of the shared CV link (ADR 116): views of the page counted per day from
 * people's browsers only (no robots, no command-line clients, no prefetch, not the owner), downloads
 * of the PDF and the Word file, nothing stored of who looked, and only the owner reads them.
 */
const app = fileTestApp();
const call = apiCaller(app);
type DataWithInit = ReturnType<typeof data>;

const BROWSERS = {
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};
const ROBOTS = {
  googlebot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  curl: 'curl/8.11.0',
  wget: 'Wget/1.21.4',
  python: 'python-requests/2.32.3',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  slack: 'Mozilla/5.0 (compatible; Slackbot-LinkExpanding 1.0; +https://api.slack.com/robots)',
  linkedin: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  none: '',
};

/** The server with the shared CV page's real loader behind it (the rest of the pages stubbed). */
let pages: ReturnType<typeof createApp>;
beforeAll(() => {
  pages = createApp({
    ...app(),
    logger: createLogger('silent'),
    metrics: createMetrics(),
    ssr: async (request, context) => {
      const token = /\/cv\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
      if (!token) return new Response('page', { status: 200 });
      try {
        const result = (await cvPageLoader({ params: { token }, request, context } as never)) as DataWithInit;
        const page = result.data as { shared: unknown };
        return Response.json({ shown: Boolean(page.shared) }, { status: result.init?.status ?? 200 });
      } catch (thrown) {
        return new Response(null, { status: (thrown as DataWithInit).init?.status ?? 500 });
      }
    },
  });
});

const view = (token: string, agent: string, headers: Record<string, string> = {}) =>
  pages.request(`/cv/${token}`, {
    headers: { 'x-forwarded-for': nextClientIp(), ...(agent ? { 'user-agent': agent } : {}), ...headers },
  });
const download = (token: string, format: 'pdf' | 'docx', agent: string, cookie?: string) =>
  app().app.request(`/api/cv/${token}/${format}?language=sk`, {
    headers: { 'x-forwarded-for': nextClientIp(), 'user-agent': agent, ...(cookie ? { cookie } : {}) },
  });
const statsOf = async (cookie: string) => {
  const answer = await call('GET', '/api/candidates/my/cv/link-stats', { cookie });
  expect(answer.status).toBe(200);
  return (await answer.json()) as CvLinkStats;
};
/** The rows of a query on either driver. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app().database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
const today = () => toPortalLocalInput(new Date()).slice(0, 10);

async function publicCv() {
  const owner = await registerVerifiedCandidate(app);
  const settings = await call('PUT', '/api/candidates/my/cv-settings', {
    cookie: owner.cookie,
    body: { language: 'sk', privacy: 'public', contactVisible: false, graphVisible: true },
  });
  expect(settings.status, await settings.clone().text()).toBe(200);
  const saved = await call('PUT', '/api/candidates/my/cv', {
    cookie: owner.cookie,
    body: { position: { sk: 'Backend vývojár' } },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { owner, token: owner.body.cvSettings.token };
}

describe('CV link statistics', () => {
  it('counts views from browsers today, and none from robots, command-line clients, prefetches or the owner', async () => {
    const { owner, token } = await publicCv();
    for (const agent of Object.values(BROWSERS)) expect((await view(token, agent)).status).toBe(200);
    expect((await view(token, BROWSERS.firefox)).status).toBe(200);
    for (const [name, agent] of Object.entries(ROBOTS))
      expect((await view(token, agent)).status, name).toBe(200);
    await view(token, BROWSERS.chrome, { 'sec-purpose': 'prefetch' });
    await view(token, BROWSERS.chrome, { cookie: owner.cookie });
    // A refused view is not a view: an unknown link counts nowhere.
    expect((await view('x'.repeat(22), BROWSERS.chrome)).status).toBe(404);

    const stats = await statsOf(owner.cookie);
    expect(stats.days).toHaveLength(90);
    expect(stats.days.at(-1)).toEqual({ day: today(), views: 4 });
    expect(stats.days[0]!.day < stats.days.at(-1)!.day).toBe(true);
    expect(stats.days.slice(0, -1).every((d) => d.views === 0)).toBe(true);
    expect(stats.views).toBe(4);
    expect(stats.recent).toEqual({ pdf: 0, docx: 0 });
  });

  it('counts PDF and Word downloads by others, not by robots or the owner', async () => {
    const { owner, token } = await publicCv();
    expect((await download(token, 'pdf', BROWSERS.firefox)).status).toBe(200);
    expect((await download(token, 'pdf', BROWSERS.safari)).status).toBe(200);
    expect((await download(token, 'docx', BROWSERS.chrome)).status).toBe(200);
    expect((await download(token, 'pdf', ROBOTS.curl)).status).toBe(200);
    expect((await download(token, 'docx', ROBOTS.googlebot)).status).toBe(200);
    expect((await download(token, 'pdf', BROWSERS.chrome, owner.cookie)).status).toBe(200);

    const stats = await statsOf(owner.cookie);
    expect(stats.recent).toEqual({ pdf: 2, docx: 1 });
    expect(stats.total).toEqual({ pdf: 2, docx: 1 });
    expect(stats.views).toBe(0);
    expect(stats.since).not.toBeNull();
  });

  it('does not count a view of a private CV that the visitor was refused', async () => {
    const owner = await registerVerifiedCandidate(app);
    const token = owner.body.cvSettings.token;
    expect((await view(token, BROWSERS.firefox)).status).toBe(401);
    expect((await statsOf(owner.cookie)).views).toBe(0);
  });

  it('stores nothing that identifies a visitor: the CV, the day and counters only', async () => {
    const rows = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_name in ('cv_link_day', 'cv_link_total') order by table_name, ordinal_position`,
    );
    expect(rows.map((r) => `${r.table_name}.${r.column_name}`)).toEqual([
      'cv_link_day.user_id',
      'cv_link_day.day',
      'cv_link_day.views',
      'cv_link_day.pdf_downloads',
      'cv_link_day.docx_downloads',
      'cv_link_total.user_id',
      'cv_link_total.pdf_downloads',
      'cv_link_total.docx_downloads',
      'cv_link_total.since',
    ]);
    // `user_id` is the CV's owner: a visitor's address, account or browser appear in no row.
    const { owner, token } = await publicCv();
    const visitor = await registerCandidate(app);
    await pages.request(`/cv/${token}`, {
      headers: { 'x-forwarded-for': '203.0.113.77', 'user-agent': BROWSERS.firefox, cookie: visitor.cookie },
    });
    const stored = JSON.stringify([
      ...(await rowsOf(sql`select * from cv_link_day`)),
      ...(await rowsOf(sql`select * from cv_link_total`)),
    ]);
    expect(stored).toContain(owner.id);
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('Firefox');
    expect(stored).not.toContain(visitor.id);
  });

  it('keeps 90 days: older days are deleted when a new use is counted', async () => {
    const { owner, token } = await publicCv();
    const db = app().database.db;
    const userId = (
      await rowsOf<{ user_id: string }>(sql`select user_id from cv_settings where token = ${token}`)
    )[0]!.user_id;
    const ago = (days: number) =>
      new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    await db.insert(cvLinkDay).values([
      { userId, day: ago(89), views: 5 },
      { userId, day: ago(90), views: 7 },
      { userId, day: ago(400), views: 9, pdfDownloads: 1 },
    ]);
    await view(token, BROWSERS.firefox);
    const stats = await statsOf(owner.cookie);
    expect(stats.days[0]).toEqual({ day: ago(89), views: 5 });
    expect(stats.views).toBe(6);
    const kept = await rowsOf<{ day: string }>(
      sql`select day::text as day from cv_link_day where user_id = ${userId} order by day`,
    );
    expect(kept.map((r) => r.day)).toEqual([ago(89), today()]);
  });

  it('answers each account its own statistics only, and nobody signed out', async () => {
    const { owner, token } = await publicCv();
    await view(token, BROWSERS.firefox);
    const other = await registerCandidate(app);
    expect((await statsOf(other.cookie)).views).toBe(0);
    expect((await statsOf(owner.cookie)).views).toBe(1);
    expect((await call('GET', '/api/candidates/my/cv/link-stats')).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event } from '../../db/schema/index.ts';
import { createTestApp } from '../setup/test-app.ts';

/**
 * What crawlers and feed readers fetch besides pages: robots.txt read by both kinds of RFC 9309
 * readers, and the feeds with validators so that polling costs a 304 while nothing changed.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Rule = { allow: boolean; path: string };

/** The rules of the group for every user agent (`User-agent: *`). */
function rulesOf(robots: string): Rule[] {
  const rules: Rule[] = [];
  let inGroup = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const [key = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    const field = key.trim().toLowerCase();
    if (field === 'user-agent') inGroup = value === '*';
    else if (inGroup && (field === 'allow' || field === 'disallow') && value)
      rules.push({ allow: field === 'allow', path: value });
  }
  return rules;
}

const matches = (rule: Rule, path: string) => path.startsWith(rule.path);

/** RFC 9309 2.2.2: the longest matching rule wins, Allow on a tie; no rule means allowed. */
function longestMatchAllows(rules: Rule[], path: string): boolean {
  const hits = rules.filter((r) => matches(r, path));
  if (!hits.length) return true;
  const longest = Math.max(...hits.map((r) => r.path.length));
  return hits.some((r) => r.path.length === longest && r.allow);
}

/** The older reading many crawlers still use: the first rule that matches decides. */
const firstMatchAllows = (rules: Rule[], path: string) => rules.find((r) => matches(r, path))?.allow ?? true;

describe('robots.txt', () => {
  it('keeps the admin area, profiles and the API out in every language, for both kinds of readers', async () => {
    const response = await ctx.app.request('/robots.txt');
    expect(response.status).toBe(200);
    const rules = rulesOf(await response.text());
    const blocked = [
      '/admin',
      '/admin/jobs',
      '/en/admin',
      '/en/admin/blog/3',
      '/de/admin',
      '/de/admin/events',
      '/profile',
      '/de/profile/cv',
      '/api/jobs',
    ];
    const open = ['/', '/jobs', '/jobs/1', '/en/blog', '/de/events', '/cv', '/blog/rss.xml', '/events.ics'];
    for (const reader of [longestMatchAllows, firstMatchAllows]) {
      for (const path of blocked) expect(reader(rules, path), `${reader.name} ${path}`).toBe(false);
      for (const path of open) expect(reader(rules, path), `${reader.name} ${path}`).toBe(true);
    }
  });
});

describe('feeds answer conditional requests', () => {
  beforeAll(async () => {
    const startAt = new Date(Date.now() + 7 * 86_400_000);
    await ctx.database.db.insert(event).values({
      uid: `feed-${Date.now()}`,
      language: 'sk',
      name: 'Podujatie pre kanál',
      description: 'Popis.',
      isOnline: true,
      url: 'https://example.com/event',
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      organizerName: 'Organizátor',
      organizerUrl: 'https://example.com',
      organizerDescription: 'O organizátorovi.',
      status: 'approved',
    });
  });

  it.each(['/blog/rss.xml', '/en/blog/rss.xml', '/events.ics', '/de/events.ics'])(
    '%s sends ETag and Last-Modified and answers 304 while they hold',
    async (path) => {
      const first = await ctx.app.request(path);
      expect(first.status).toBe(200);
      const body = await first.text();
      expect(body.length).toBeGreaterThan(0);
      const etag = first.headers.get('etag');
      const lastModified = first.headers.get('last-modified');
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(lastModified).toBeTruthy();
      expect(Number.isNaN(Date.parse(lastModified!))).toBe(false);

      const sameTag = await ctx.app.request(path, { headers: { 'if-none-match': etag! } });
      expect(sameTag.status).toBe(304);
      expect(await sameTag.text()).toBe('');
      expect(sameTag.headers.get('etag')).toBe(etag);
      expect(sameTag.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      const amongOthers = await ctx.app.request(path, { headers: { 'if-none-match': `"other", ${etag}` } });
      expect(amongOthers.status).toBe(304);

      const sameTime = await ctx.app.request(path, { headers: { 'if-modified-since': lastModified! } });
      expect(sameTime.status).toBe(304);

      const otherTag = await ctx.app.request(path, {
        headers: { 'if-none-match': '"something-else"', 'if-modified-since': lastModified! },
      });
      expect(otherTag.status, 'If-None-Match takes precedence').toBe(200);
      expect(await otherTag.text()).toBe(body);
      const earlier = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      expect((await ctx.app.request(path, { headers: { 'if-modified-since': earlier } })).status).toBe(200);
      expect((await ctx.app.request(path, { headers: { 'if-modified-since': 'yesterday' } })).status).toBe(
        200,
      );
    },
  );

  it('a changed calendar gets a new ETag, so the old one no longer answers 304', async () => {
    const before = await ctx.app.request('/events.ics');
    const etag = before.headers.get('etag')!;
    const startAt = new Date(Date.now() + 9 * 86_400_000);
    await ctx.database.db.insert(event).values({
      uid: `feed-new-${Date.now()}`,
      language: 'en',
      name: 'Another event',
      description: 'Text.',
      isOnline: true,
      url: 'https://example.com/other',
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      organizerName: 'Someone',
      organizerUrl: 'https://example.com',
      organizerDescription: 'About.',
      status: 'approved',
    });
    const after = await ctx.app.request('/events.ics', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Another event');
  });
});

import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/** The title, description, canonical and robots of a page's server-rendered HTML. */
async function headOf(path: string) {
  const html = await (await fetch(baseUrl + path)).text();
  const pick = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
  };
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const PAGES = [
  '',
  '/jobs',
  '/jobs/1',
  '/referral',
  '/referral/form',
  '/extra',
  '/new-projects',
  '/salary-calculator',
  '/adequate-salary',
  '/work-types-comparison',
  '/sign-in',
  '/sign-up',
];

describe('search snippets', () => {
  it.each(PAGES)(
    '%s has a title of at most 60 characters and a description of at most 150, in every language',
    async (path) => {
      for (const prefix of ['', '/en', '/de']) {
        const head = await headOf(prefix + path || '/');
        const where = `${prefix}${path}`;
        expect(head.title?.length, `${where}: ${head.title}`).toBeLessThanOrEqual(60);
        expect(head.description?.length, `${where}: ${head.description}`).toBeLessThanOrEqual(150);
        expect(head.description?.length, `${where}: ${head.description}`).toBeGreaterThanOrEqual(50);
      }
    },
  );

  it('a later page of the job list is its own canonical, and indexable', async () => {
    for (const prefix of ['', '/en']) {
      const head = await headOf(`${prefix}/jobs?page=2`);
      expect(head.canonical).toBe(`${baseUrl}${prefix}/jobs?page=2`);
      expect(head.robots ?? '').not.toContain('noindex');
    }
    expect((await headOf('/jobs?page=1')).canonical).toBe(`${baseUrl}/jobs`);
    expect((await headOf('/jobs?q=java')).robots).toContain('noindex');
  });
});

import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, registerVerifiedCandidate } from '../setup/api-users.ts';
import { filePageTestApp } from '../setup/page-app.ts';

/**
 * What search engines and social networks read in the server-rendered head of the real pages:
 * canonical and alternate addresses, Open Graph and the JSON-LD blocks, over a fresh database.
 */
const app = filePageTestApp({ RATE_LIMIT_SCALE: '1000' });
const call = apiCaller(app);
const ORIGIN = 'https://kariera.test';

interface Head {
  status: number;
  canonical: string | undefined;
  alternates: Record<string, string>;
  og: Record<string, string[]>;
  links: { rel: string; type: string | undefined; href: string | undefined }[];
  jsonLd: Record<string, unknown>[];
}

type Node = {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
};

function walk(node: Node, visit: (element: Node) => void) {
  if (node.type === 'tag' || node.type === 'script') visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The head of the page at `path` as a crawler reads it. */
async function headOf(path: string, headers: Record<string, string> = {}): Promise<Head> {
  const response = await app().app.request(`${ORIGIN}${path}`, { headers });
  const html = await response.text();
  const head: Head = {
    status: response.status,
    canonical: undefined,
    alternates: {},
    og: {},
    links: [],
    jsonLd: [],
  };
  walk(parseDocument(html) as unknown as Node, (el) => {
    const a = el.attribs ?? {};
    if (el.name === 'link' && a.rel === 'canonical') head.canonical = a.href;
    if (el.name === 'link' && a.rel === 'alternate' && a.hreflang) head.alternates[a.hreflang] = a.href ?? '';
    if (el.name === 'link') head.links.push({ rel: a.rel ?? '', type: a.type, href: a.href });
    if (el.name === 'meta' && a.property) (head.og[a.property] ??= []).push(a.content ?? '');
    if (el.name === 'script' && a.type === 'application/ld+json') {
      const text = (el.children ?? []).map((c) => c.data ?? '').join('');
      head.jsonLd.push(JSON.parse(text) as Record<string, unknown>);
    }
  });
  return head;
}

describe('pages whose first segment has two letters (issue 26, item 13)', () => {
  let token = '';
  beforeAll(async () => {
    const owner = await registerVerifiedCandidate(app);
    token = owner.body.cvSettings.token;
    const shared = await call('PUT', '/api/candidates/my/cv-settings', {
      cookie: owner.cookie,
      body: { language: 'sk', privacy: 'public', contactVisible: false, graphVisible: true },
    });
    expect(shared.status, await shared.clone().text()).toBe(200);
  });

  it('the CV landing page keeps /cv in its canonical, hreflang and og:url in every language', async () => {
    for (const [prefix, locale] of [
      ['', 'sk'],
      ['/en', 'en'],
      ['/de', 'de'],
    ] as const) {
      const head = await headOf(`${prefix}/cv`);
      expect(head.status).toBe(200);
      expect(head.canonical).toBe(`${ORIGIN}${prefix}/cv`);
      expect(head.og['og:url']).toEqual([`${ORIGIN}${prefix}/cv`]);
      expect(head.alternates, locale).toEqual({
        sk: `${ORIGIN}/cv`,
        en: `${ORIGIN}/en/cv`,
        de: `${ORIGIN}/de/cv`,
        'x-default': `${ORIGIN}/cv`,
      });
    }
  });

  it('a shared CV declares its own address, not /{token}', async () => {
    const head = await headOf(`/cv/${token}`);
    expect(head.status).toBe(200);
    expect(head.canonical).toBe(`${ORIGIN}/cv/${token}`);
    expect(head.og['og:url']).toEqual([`${ORIGIN}/cv/${token}`]);
    expect(head.alternates.en).toBe(`${ORIGIN}/en/cv/${token}`);
    expect(head.alternates['x-default']).toBe(`${ORIGIN}/cv/${token}`);
  });
});

describe('feeds (issue 26, item 16)', () => {
  it("the home page advertises the blog's RSS feed in its language", async () => {
    for (const [prefix, feed] of [
      ['', '/blog/rss.xml'],
      ['/en', '/en/blog/rss.xml'],
      ['/de', '/de/blog/rss.xml'],
    ] as const) {
      const head = await headOf(prefix || '/');
      expect(head.status).toBe(200);
      const rss = head.links.filter((l) => l.rel === 'alternate' && l.type === 'application/rss+xml');
      expect(rss.map((l) => l.href)).toEqual([feed]);
      const answer = await app().app.request(`${ORIGIN}${feed}`);
      expect(answer.status).toBe(200);
    }
  });
});

import { sql } from 'drizzle-orm';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogAuthor, blogPost, event } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
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
  html: string;
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
    html,
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

/** The JSON-LD block of a type, failing when the page has none or several. */
function block(head: Head, type: string): Record<string, unknown> {
  const found = head.jsonLd.filter((b) => b['@type'] === type);
  expect(
    found.map((b) => b['@type']),
    `JSON-LD of type ${type}`,
  ).toEqual([type]);
  return found[0]!;
}

/** The breadcrumb trail's names and addresses, checked to be a well-formed BreadcrumbList. */
function trail(head: Head): { name: unknown; item: unknown }[] {
  const list = block(head, 'BreadcrumbList');
  const items = list.itemListElement as { '@type': string; position: number; name: unknown; item: unknown }[];
  items.forEach((item, at) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(at + 1);
  });
  return items.map(({ name, item }) => ({ name, item }));
}

describe('structured data (issue 26, item 14)', () => {
  const uid = `seo-${Date.now()}`;
  let jobId = 0;
  let post = { slug: '', title: '', author_slug: '', featured_image: '' };
  let caseSlug = '';
  let linkId = 0;
  beforeAll(async () => {
    const db = app().database.db;
    const startAt = new Date(Date.now() + 20 * 86_400_000);
    await db.insert(event).values({
      uid,
      language: 'sk',
      name: 'Bratislavský meetup',
      description: 'Stretnutie vývojárov.',
      isOnline: false,
      url: 'https://example.com/meetup',
      imageUrl: '0123456789abcdef0123456789abcdef.webp',
      ticketUrl: 'https://example.com/tickets',
      startAt,
      endAt: new Date(startAt.getTime() + 7_200_000),
      organizerName: 'JUG Bratislava',
      organizerUrl: 'https://example.com',
      locationName: 'Nivy Tower, Mlynské nivy 5, Bratislava',
      priceCents: 4990,
      status: 'approved',
    });
    // A free online event and one whose price the portal does not know, neither with a ticket link.
    for (const [suffix, priceCents] of [
      ['free', 0],
      ['unknown', null],
    ] as const)
      await db.insert(event).values({
        uid: `${uid}-${suffix}`,
        language: 'en',
        name: `Webinar (${suffix})`,
        description: 'Online talk.',
        isOnline: true,
        url: 'https://example.com/webinar',
        startAt,
        endAt: new Date(startAt.getTime() + 3_600_000),
        organizerName: 'JUG Bratislava',
        organizerUrl: 'https://example.com',
        priceCents,
        status: 'approved',
      });
    const first = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0]!;
    jobId = Number(
      (
        await first<{ id: number }>(
          sql`select job_id as id from job_search where listed order by job_id limit 1`,
        )
      ).id,
    );
    const [author] = await db
      .insert(blogAuthor)
      .values({
        slug: `autor-${uid}`,
        name: 'Jana Nováková',
        description: { sk: 'Autorka', en: 'Author', de: 'Autorin' },
      })
      .returning();
    post = {
      slug: `clanok-${uid}`,
      title: 'Ako sa pripraviť na pohovor',
      author_slug: author!.slug,
      featured_image: 'fedcba9876543210fedcba9876543210.webp',
    };
    await db.insert(blogPost).values({
      slug: post.slug,
      language: 'sk',
      title: post.title,
      excerpt: 'Čo si pripraviť pred pohovorom.',
      content: 'Text článku.',
      featuredImage: post.featured_image,
      authorId: author!.id,
      draft: false,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    caseSlug = (await first<{ slug: string }>(sql`select slug from case_study order by slug limit 1`)).slug;
    linkId = Number(
      (await first<{ id: number }>(sql`select id from newsfeed_link where published order by id limit 1`)).id,
    );
  });

  it('a job: JobPosting without inLanguage, and its breadcrumbs', async () => {
    for (const prefix of ['', '/de']) {
      const head = await headOf(`${prefix}/jobs/${jobId}`);
      expect(head.status).toBe(200);
      const posting = block(head, 'JobPosting');
      expect(posting).not.toHaveProperty('inLanguage');
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization' });
      const crumbs = trail(head);
      expect(crumbs.map((c) => c.item)).toEqual([
        `${ORIGIN}${prefix || '/'}`,
        `${ORIGIN}${prefix}/jobs`,
        `${ORIGIN}${prefix}/jobs/${jobId}`,
      ]);
      expect(crumbs[2]!.name).toBe(posting.title);
    }
    expect(trail(await headOf(`/de/jobs/${jobId}`))[1]!.name).toBe('IT-Jobs');
  });

  it('an event: PostalAddress, its image, an Offer that can be taken, and its breadcrumbs', async () => {
    const head = await headOf(`/en/events/${uid}`);
    expect(head.status).toBe(200);
    const data = block(head, 'Event');
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'Nivy Tower, Mlynské nivy 5, Bratislava',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Nivy Tower, Mlynské nivy 5',
        addressLocality: 'Bratislava',
      },
    });
    expect(data.image).toEqual([`${ORIGIN}/media/0123456789abcdef0123456789abcdef.webp`]);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      url: 'https://example.com/tickets',
      price: 49.9,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data).not.toHaveProperty('isAccessibleForFree');
    expect(trail(head).map((c) => c.item)).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/events`,
      `${ORIGIN}/en/events/${uid}`,
    ]);
  });

  it('a free event: accessible for free, an Offer at 0 EUR at its own page (no ticket link), the price shown', async () => {
    const head = await headOf(`/en/events/${uid}-free`);
    const data = block(head, 'Event');
    expect(data.isAccessibleForFree).toBe(true);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      url: `${ORIGIN}/en/events/${uid}-free`,
      price: 0,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(head.html).toMatch(/data-event-price[^>]*>Free entry</);
    expect((await headOf(`/de/events/${uid}`)).html).toMatch(/data-event-price[^>]*>€\u00a049,90</);
  });

  it('an event of unknown price without a ticket link has no offer', async () => {
    const data = block(await headOf(`/events/${uid}-unknown`), 'Event');
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('isAccessibleForFree');
  });

  it("a post: BlogPosting with its cover as image and the author's url, and its breadcrumbs", async () => {
    const head = await headOf(`/blog/${post.slug}`);
    expect(head.status).toBe(200);
    const data = block(head, 'BlogPosting');
    expect(data.image).toBe(`${ORIGIN}/media/${post.featured_image}`);
    expect(data.author).toMatchObject({
      '@type': 'Person',
      url: `${ORIGIN}/blog?author=${post.author_slug}`,
    });
    expect((await app().app.request(String((data.author as { url: string }).url))).status).toBe(200);
    expect(trail(head)).toEqual([
      { name: 'Kariéra IT', item: `${ORIGIN}/` },
      { name: 'Blog', item: `${ORIGIN}/blog` },
      { name: post.title, item: `${ORIGIN}/blog/${post.slug}` },
    ]);
  });

  it('a case study: an Article about the client, and its breadcrumbs', async () => {
    const head = await headOf(`/en/cases/${caseSlug}`);
    expect(head.status).toBe(200);
    const data = block(head, 'Article');
    expect(data).toMatchObject({ url: `${ORIGIN}/en/cases/${caseSlug}`, inLanguage: 'en' });
    expect(typeof data.headline).toBe('string');
    expect(data.about).toMatchObject({ '@type': 'Organization' });
    expect(trail(head).map((c) => c.item)).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/cases`,
      `${ORIGIN}/en/cases/${caseSlug}`,
    ]);
  });

  it('a newsfeed item: an Article based on the linked page, and its breadcrumbs', async () => {
    const head = await headOf(`/newsfeed/${linkId}`);
    expect(head.status).toBe(200);
    const data = block(head, 'Article');
    expect(data.url).toBe(`${ORIGIN}/newsfeed/${linkId}`);
    expect(String(data.isBasedOn)).toMatch(/^https?:\/\//);
    expect(Number.isNaN(Date.parse(String(data.datePublished)))).toBe(false);
    expect(trail(head).map((c) => c.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/newsfeed`,
      `${ORIGIN}/newsfeed/${linkId}`,
    ]);
  });

  it('the dictionary: its DefinedTermSet and breadcrumbs', async () => {
    const head = await headOf('/de/dictionary');
    expect(head.status).toBe(200);
    block(head, 'DefinedTermSet');
    expect(trail(head).map((c) => c.item)).toEqual([`${ORIGIN}/de`, `${ORIGIN}/de/dictionary`]);
  });
});

/** The width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('Open Graph images (issue 26, item 15)', () => {
  it("a job shows a card drawn on the server with its title, pay and place, in the page's language", async () => {
    const [job] = await queryRows<{ id: number }>(
      app().database.db,
      sql`select job_id as id from job_search where listed order by job_id limit 1`,
    );
    const id = Number(job!.id);
    for (const prefix of ['', '/de']) {
      const head = await headOf(`${prefix}/jobs/${id}`);
      const image = `${ORIGIN}${prefix}/share-images/jobs/${id}.png`;
      expect(head.og['og:image']).toEqual([image]);
      expect(head.og['og:image:width']).toEqual(['1200']);
      expect(head.og['og:image:height']).toEqual(['630']);
      expect(head.og['og:image:alt']?.[0]).toMatch(prefix ? /^Stellenangebot / : /^Pracovná ponuka /);
      const answer = await app().app.request(image);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
    expect((await app().app.request(`${ORIGIN}/share-images/jobs/999999999.png`)).status).toBe(404);
    expect((await app().app.request(`${ORIGIN}/share-images/jobs/0.png`)).status).toBe(404);
  });

  it('an event shows its picture and a post its cover, with alt text; a post its publication time', async () => {
    const [ev] = await queryRows<{ uid: string; name: string; image_url: string }>(
      app().database.db,
      sql`select uid, name, image_url from event where status = 'approved' and image_url is not null order by uid limit 1`,
    );
    const eventHead = await headOf(`/events/${ev!.uid}`);
    expect(eventHead.og['og:image']?.[0]).toMatch(
      new RegExp(`^${ORIGIN}/media/${ev!.image_url}$|^https?://`),
    );
    expect(eventHead.og['og:image']?.[0]).not.toBe(`${ORIGIN}/og-image.png`);
    expect(eventHead.og['og:image:alt']).toEqual([ev!.name]);

    const [post] = await queryRows<{
      slug: string;
      title: string;
      featured_image: string;
      published_at: string;
    }>(
      app().database.db,
      sql`select slug, title, featured_image, published_at from blog_post
        where not draft and published_at <= now() and featured_image is not null order by id limit 1`,
    );
    const postHead = await headOf(`/blog/${post!.slug}`);
    expect(postHead.og['og:image']).toEqual([`${ORIGIN}/media/${post!.featured_image}`]);
    expect(postHead.og['og:image:alt']).toEqual([post!.title]);
    expect(postHead.og['og:type']).toEqual(['article']);
    expect(postHead.og['article:published_time']).toEqual([new Date(post!.published_at).toISOString()]);
  });

  it('a page without an image of its own keeps the generic one, with its size and alt text', async () => {
    const head = await headOf('/en/jobs');
    expect(head.og['og:image']).toEqual([`${ORIGIN}/og-image.png`]);
    expect(head.og['og:image:width']).toEqual(['1200']);
    expect(head.og['og:image:alt']).toEqual(['Kariéra IT']);
  });
});

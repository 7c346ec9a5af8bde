import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsfeedLink, storedFile } from '../../db/schema/index.ts';
import { apiCaller, fileTestApp, registerCandidate, registerVerifiedCandidate } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';
import { type PreviewSite, startPreviewSite } from '../support/preview-site.ts';

const ADMIN = `links.admin.${Date.now()}@example.sk`;
let site: PreviewSite;
beforeAll(async () => {
  site = await startPreviewSite({
    cover: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2d6cdf' } })
      .png()
      .toBuffer(),
    icon: await sharp({ create: { width: 96, height: 96, channels: 4, background: '#ffaa00' } })
      .png()
      .toBuffer(),
  });
});
afterAll(() => site?.close());

const app = fileTestApp(() => ({ ADMIN_EMAILS: ADMIN, FETCH_ALLOW_HOSTS: site.host }));
const call = apiCaller(app);
let admin = '';
beforeAll(async () => {
  admin = (await registerVerifiedCandidate(app, { email: ADMIN })).cookie;
});

interface Page {
  items: { id: number; title: string; language: string; timesClicked: number; publishedAt: string }[];
  nextCursor: string | null;
}
const page = async (query: string) => {
  const response = await call('GET', `/api/newsfeed${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
};

describe(`the newsfeed API on ${testDriver()}`, () => {
  it('pages published links by cursor, 5 a page, newest first, the last page without a next one', async () => {
    const seen: Page['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: Page = await page(cursor ? `?cursor=${cursor}` : '');
      expect(result.items.length).toBeLessThanOrEqual(5);
      if (result.nextCursor) expect(result.items).toHaveLength(5);
      // No page is empty: "Show more" is offered only when something follows.
      if (pages > 0) expect(result.items.length).toBeGreaterThan(0);
      seen.push(...result.items);
      cursor = result.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    const published = await app()
      .database.db.select({ id: newsfeedLink.id })
      .from(newsfeedLink)
      .where(eq(newsfeedLink.published, true));
    expect(seen.map((l) => l.id).sort()).toEqual(published.map((l) => l.id).sort());
    expect(new Set(seen.map((l) => l.id)).size).toBe(seen.length);
    const times = seen.map((l) => Date.parse(l.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages).toBe(Math.max(1, Math.ceil(seen.length / 5)));
  });

  it('offers no next page when the page holds exactly the last links', async () => {
    const all = await page('?limit=50');
    expect(all.nextCursor).toBeNull();
    const exact = await page(`?limit=${all.items.length}`);
    expect(exact.items).toHaveLength(all.items.length);
    expect(exact.nextCursor).toBeNull();
  });

  it('filters by content language', async () => {
    const german = await page('?language=de&limit=50');
    expect(german.items.length).toBeGreaterThan(0);
    expect(german.items.every((l) => l.language === 'de')).toBe(true);
    expect(german.nextCursor).toBeNull();
  });

  it('refuses a malformed cursor, limit or language with 400, never 500', async () => {
    for (const query of ['?cursor=bm9wZQ', '?cursor=%00', '?limit=0', '?limit=500', '?language=fr']) {
      const response = await call('GET', `/api/newsfeed${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('counts a click and redirects (302) to the stored URL; bots are not counted', async () => {
    const [first] = (await page('?limit=1')).items;
    const [row] = await app().database.db.select().from(newsfeedLink).where(eq(newsfeedLink.id, first!.id));
    const visit = (ua: string) =>
      app().app.request(`/api/newsfeed/${first!.id}/visit`, {
        headers: { 'user-agent': ua },
        redirect: 'manual',
      });
    const response = await visit(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(row!.url);
    expect((await visit('Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(302);
    const after = (await (await call('GET', `/api/newsfeed/${first!.id}`)).json()) as {
      timesClicked: number;
    };
    expect(after.timesClicked).toBe(row!.timesClicked + 1);
  });

  it('hides unpublished and unknown links (404) and never redirects for them', async () => {
    const [hidden] = await app()
      .database.db.insert(newsfeedLink)
      .values({ url: 'https://example.org/hidden', title: 'Hidden', published: false })
      .returning();
    expect((await call('GET', `/api/newsfeed/${hidden!.id}`)).status).toBe(404);
    expect((await call('GET', `/api/newsfeed/${hidden!.id}/visit`)).status).toBe(404);
    expect((await call('GET', '/api/newsfeed/999999/visit')).status).toBe(404);
  });
});

describe(`adding links in the admin on ${testDriver()}`, () => {
  it('answers 401 to an anonymous request before looking at its body, 403 to a non-admin', async () => {
    expect((await call('POST', '/api/admin/newsfeed', { body: { url: 12 } })).status).toBe(401);
    expect((await call('GET', '/api/admin/newsfeed')).status).toBe(401);
    const someone = (await registerCandidate(app)).cookie;
    expect((await call('POST', '/api/admin/newsfeed', { body: { url: 'x' }, cookie: someone })).status).toBe(
      403,
    );
  });

  it('fetches the page once, stores its preview with our own copies of image and icon, unpublished', async () => {
    site.requests.length = 0;
    const response = await call('POST', '/api/admin/newsfeed', {
      body: { url: `${site.origin}/article` },
      cookie: admin,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const link = (await response.json()) as Record<string, unknown> & {
      id: number;
      image: string;
      favicon: string;
    };
    expect(link).toMatchObject({
      url: `${site.origin}/article`,
      title: 'Ako sme v Košiciach učili ťavy programovať',
      siteName: 'Technické správy',
      description: 'Príbeh o diakritike: ľščťžýáíé.',
      language: 'sk',
      published: false,
      publishedAt: null,
      timesClicked: 0,
    });
    expect(link.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(link.favicon).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(site.requests).toEqual(['/article', '/cover.png', '/icon.png']);
    const image = await app().app.request(link.image);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(1200);
    // Not in the newsfeed until published.
    expect((await call('GET', `/api/newsfeed/${link.id}`)).status).toBe(404);
    expect(
      (await call('POST', '/api/admin/newsfeed', { body: { url: `${site.origin}/article` }, cookie: admin }))
        .status,
    ).toBe(409);
  });

  it('lets the admin edit every field, publish, unpublish and delete (with the stored images)', async () => {
    const created = (await (
      await call('POST', '/api/admin/newsfeed', {
        body: { url: `${site.origin}/article?v=2` },
        cookie: admin,
      })
    ).json()) as { id: number; image: string; favicon: string };
    const edited = await call('PUT', `/api/admin/newsfeed/${created.id}`, {
      cookie: admin,
      body: {
        title: 'Ťavy a programovanie',
        siteName: 'Správy',
        description: '',
        language: 'de',
        keepImage: false,
        keepFavicon: true,
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({
      title: 'Ťavy a programovanie',
      siteName: 'Správy',
      description: null,
      language: 'de',
      image: null,
      favicon: created.favicon,
    });
    expect((await app().app.request(created.image)).status).toBe(404);
    const published = await call('POST', `/api/admin/newsfeed/${created.id}/publish`, { cookie: admin });
    expect(((await published.json()) as { published: boolean }).published).toBe(true);
    const top = await page('?limit=1');
    expect(top.items[0]).toMatchObject({ id: created.id, title: 'Ťavy a programovanie' });
    await call('POST', `/api/admin/newsfeed/${created.id}/unpublish`, { cookie: admin });
    expect((await call('GET', `/api/newsfeed/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/newsfeed/${created.id}`, { cookie: admin })).status).toBe(204);
    expect((await app().app.request(created.favicon)).status).toBe(404);
    const files = await app()
      .database.db.select()
      .from(storedFile)
      .where(
        inArray(
          storedFile.id,
          [created.image, created.favicon].map((p) => p.replace('/media/', '')),
        ),
      );
    expect(files).toEqual([]);
  });

  it('refuses private addresses and unusable pages with a clear code, and stores nothing', async () => {
    const before = await app().database.db.select({ id: newsfeedLink.id }).from(newsfeedLink);
    const attempts: [string, number, string][] = [
      ['http://127.0.0.1/', 400, 'LINK_URL_REFUSED'],
      ['http://169.254.169.254/latest/meta-data/', 400, 'LINK_URL_REFUSED'],
      [`http://localhost:${site.port}/article`, 400, 'LINK_URL_REFUSED'],
      [`${site.origin}/redirect-private`, 400, 'LINK_URL_REFUSED'],
      [`${site.origin}/report.pdf`, 422, 'LINK_NOT_HTML'],
      [`${site.origin}/huge`, 422, 'LINK_TOO_LARGE'],
      ['ftp://example.org/file', 400, 'VALIDATION_FAILED'],
      ['', 400, 'VALIDATION_FAILED'],
    ];
    for (const [url, status, code] of attempts) {
      const response = await call('POST', '/api/admin/newsfeed', { body: { url }, cookie: admin });
      expect(response.status, url).toBe(status);
      const problem = (await response.json()) as {
        code: string;
        title: string;
        fieldErrors?: { url?: string[] };
      };
      expect(problem.code, url).toBe(code);
      expect(problem.fieldErrors?.url?.[0], url).toBeTruthy();
    }
    const refused = await call('POST', '/api/admin/newsfeed', {
      body: { url: 'http://10.0.0.1/' },
      cookie: admin,
    });
    expect(await refused.json()).toMatchObject({
      title: 'We cannot load this address: it must be a public web page (http or https).',
      fieldErrors: { url: ['We cannot load this address: it must be a public web page (http or https).'] },
    });
    const after = await app().database.db.select({ id: newsfeedLink.id }).from(newsfeedLink);
    expect(after).toHaveLength(before.length);
  });
});

describe(`the newsfeed's former paths (/api/links…) on ${testDriver()}`, () => {
  it('answer 308 Permanent Redirect to the same request under /api/newsfeed, query kept', async () => {
    const requests: [method: string, from: string, to: string][] = [
      ['GET', '/api/links', '/api/newsfeed'],
      ['GET', '/api/links?limit=2&language=de', '/api/newsfeed?limit=2&language=de'],
      ['GET', '/api/links/7', '/api/newsfeed/7'],
      ['GET', '/api/links/7/visit', '/api/newsfeed/7/visit'],
      ['GET', '/api/admin/links?page=2&status=published', '/api/admin/newsfeed?page=2&status=published'],
      ['POST', '/api/admin/links', '/api/admin/newsfeed'],
      ['PUT', '/api/admin/links/7', '/api/admin/newsfeed/7'],
      ['POST', '/api/admin/links/7/publish', '/api/admin/newsfeed/7/publish'],
      ['DELETE', '/api/admin/links/7', '/api/admin/newsfeed/7'],
    ];
    for (const [method, from, to] of requests) {
      const body = method === 'POST' || method === 'PUT' ? { url: `${site.origin}/article` } : undefined;
      const response = await call(method, from, { body, cookie: admin });
      expect(response.status, `${method} ${from}`).toBe(308);
      expect(response.headers.get('location'), `${method} ${from}`).toBe(to);
    }
    // An anonymous caller is pointed on too; the new path is the one that asks for a session.
    const anonymous = await call('POST', '/api/admin/links', { body: { url: 12 } });
    expect(anonymous.status).toBe(308);
    expect((await call('POST', anonymous.headers.get('location')!, { body: { url: 12 } })).status).toBe(401);
  });

  it('lead to what the new path answers', async () => {
    const old = await call('GET', '/api/links?limit=2');
    const followed = await call('GET', old.headers.get('location')!);
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual(await (await call('GET', '/api/newsfeed?limit=2')).json());
  });

  it('are not in the OpenAPI document, which lists the newsfeed under /newsfeed', async () => {
    const document = (await (await call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => /(^|\/)links(\/|$)/.test(path))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(['/newsfeed', '/newsfeed/{id}', '/newsfeed/{id}/visit', '/admin/newsfeed']),
    );
  });
});

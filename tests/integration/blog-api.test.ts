import { randomBytes } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fileTestApp, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';

const ADMIN = `blog.admin.${Date.now()}@example.sk`;
const app = fileTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '50' });
const call = apiCaller(app);
let admin = '';
let candidate = '';
let categoryId = 0;
const DAY = 86_400_000;
const unique = () => randomBytes(4).toString('hex');

interface Summary {
  id: number;
  slug: string;
  language: string;
  title: string;
  tags: string[];
  featuredImageUrl: string | null;
}
interface ListAnswer {
  items: Summary[];
  nextCursor: string | null;
}

beforeAll(async () => {
  admin = (await registerCandidate(app, { email: ADMIN })).cookie;
  // The admin role comes with a verified address only.
  await verifyEmailByLink(app, ADMIN);
  candidate = (await registerCandidate(app)).cookie;
  const category = await call('POST', '/api/admin/blog/categories', {
    cookie: admin,
    body: { slug: `paging-${unique()}`, nameSk: 'Stránkovanie', nameEn: 'Paging', nameDe: 'Seiten' },
  });
  expect(category.status, await category.clone().text()).toBe(201);
  categoryId = ((await category.json()) as { id: number }).id;
});

function postInput(overrides: Record<string, unknown> = {}) {
  return {
    title: `Článok o živnosti ${unique()}`,
    language: 'sk',
    excerpt: 'Krátky úvod článku.',
    content: '## Úvod\n\nText **článku** s [odkazom](https://example.com).',
    tags: ['testovanie'],
    draft: false,
    ...overrides,
  };
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/blog/posts', { cookie: admin, body: postInput(overrides) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number; slug: string; accessKey: string };
}

async function list(query: string, lang = 'en'): Promise<ListAnswer> {
  const response = await call('GET', `/api/blog/posts?${query}`, { lang });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ListAnswer;
}

const categorySlug = async () => {
  const response = await call('GET', '/api/admin/blog/categories', { cookie: admin });
  const all = (await response.json()) as { id: number; slug: string }[];
  return all.find((c) => c.id === categoryId)!.slug;
};

async function feed(path: string) {
  const response = await app().app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/rss+xml');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    rss: { channel: { item?: { link: string; title: string } | { link: string; title: string }[] } };
  };
  const items = parsed.rss.channel.item;
  return items === undefined ? [] : Array.isArray(items) ? items : [items];
}

async function sitemap() {
  const response = await app().app.request('/sitemap.xml');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return xml;
}

describe('blog index paging', () => {
  it('gives 12 posts first and 10 next, never repeating or skipping one when posts arrive between pages', async () => {
    const slug = await categorySlug();
    const base = Date.now() - 30 * DAY;
    // 25 posts, three of them at the very same moment (the id breaks the tie).
    const created: string[] = [];
    for (let i = 0; i < 25; i++) {
      const at = new Date(base + (i < 3 ? 0 : i) * 3_600_000).toISOString();
      created.push((await createPost({ categoryId, publishedAt: at, language: 'de' })).slug);
    }
    const first = await list(`category=${slug}`);
    expect(first.items).toHaveLength(12);
    expect(first.nextCursor).toBeTruthy();
    // New posts are published while the reader looks at the first page.
    for (let i = 0; i < 3; i++) await createPost({ categoryId, language: 'de' });
    const second = await list(`category=${slug}&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(10);
    const third = await list(`category=${slug}&cursor=${second.nextCursor}`);
    expect(third.items).toHaveLength(3);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((p) => p.slug);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...created].reverse());
  });

  it('refuses a forged cursor and a limit out of range with 400, not 500', async () => {
    for (const query of ['cursor=bm9wZQ', 'cursor=%00', 'limit=0', 'limit=51', 'language=xx']) {
      const response = await call('GET', `/api/blog/posts?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
  });

  it('filters by tag, author and language, and lists categories, tags and authors', async () => {
    const tag = `štítok-${unique()}`;
    const { slug } = await createPost({ tags: [tag, 'Kotlin'], language: 'en' });
    const byTag = await list(`tag=${encodeURIComponent(tag.toUpperCase())}`);
    expect(byTag.items.map((p) => p.slug)).toEqual([slug]);
    expect(byTag.items[0]!.tags).toEqual(expect.arrayContaining([tag, 'Kotlin']));
    const german = await list('language=de&limit=50');
    expect(german.items.every((p) => p.language === 'de')).toBe(true);
    const authors = (await (await call('GET', '/api/blog/authors', { lang: 'de' })).json()) as {
      slug: string;
      description: string;
    }[];
    const martina = authors.find((a) => a.slug === 'martina-kovacova')!;
    expect(martina.description).toContain('Recruiting');
    const byAuthor = await list('author=martina-kovacova');
    expect(byAuthor.items.length).toBeGreaterThan(0);
    const categories = (await (await call('GET', '/api/blog/categories', { lang: 'de' })).json()) as {
      name: string;
    }[];
    expect(categories.map((c) => c.name)).toContain('Karriere');
    const tags = (await (await call('GET', '/api/blog/tags')).json()) as { name: string; posts: number }[];
    expect(tags.find((t) => t.name === tag)?.posts).toBe(1);
  });
});

describe('drafts and scheduled posts', () => {
  it('are invisible without the key in the list, detail, feed, sitemap, tags and saved items, and visible once published', async () => {
    const tag = `tajné-${unique()}`;
    const draft = await createPost({ draft: true, tags: [tag], title: `Koncept ${unique()}` });
    const scheduled = await createPost({
      publishedAt: new Date(Date.now() + 7 * DAY).toISOString(),
      title: `Naplánovaný ${unique()}`,
    });
    for (const post of [draft, scheduled]) {
      expect((await list('language=sk&limit=50')).items.map((p) => p.slug)).not.toContain(post.slug);
      expect((await call('GET', `/api/blog/posts/${post.slug}`)).status).toBe(404);
      expect((await call('GET', `/api/blog/posts/${post.slug}?accessKey=wrong-key`)).status).toBe(404);
      const preview = await call('GET', `/api/blog/posts/${post.slug}?accessKey=${post.accessKey}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect(((await preview.json()) as { post: { preview: boolean } }).post.preview).toBe(true);
      expect((await feed('/blog/rss.xml')).map((i) => i.link)).not.toContain(
        `https://kariera.test/blog/${post.slug}`,
      );
      expect(await sitemap()).not.toContain(post.slug);
      const save = await call('PUT', `/api/saved-items/post/${post.slug}`, { cookie: candidate });
      expect(save.status).toBe(404);
    }
    const tags = (await (await call('GET', '/api/blog/tags')).json()) as { name: string }[];
    expect(tags.map((t) => t.name)).not.toContain(tag);

    // The admin publishes the draft.
    const current = (await (
      await call('GET', `/api/admin/blog/posts/${draft.id}`, { cookie: admin })
    ).json()) as Record<string, unknown>;
    expect(current.status).toBe('draft');
    const published = await call('PUT', `/api/admin/blog/posts/${draft.id}`, {
      cookie: admin,
      body: { ...postInput({ title: current.title, tags: [tag] }), slug: draft.slug, draft: false },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    expect((await list('language=sk')).items[0]!.slug).toBe(draft.slug);
    expect((await call('GET', `/api/blog/posts/${draft.slug}`)).status).toBe(200);
    expect((await feed('/blog/rss.xml')).map((i) => i.link)).toContain(
      `https://kariera.test/blog/${draft.slug}`,
    );
    expect(await sitemap()).toContain(`<loc>https://kariera.test/blog/${draft.slug}</loc>`);
  });

  it('names each category of a post once in the feed, a tag named like the category included', async () => {
    const post = await createPost({ categoryId, tags: ['Stránkovanie', 'Java'] });
    const xml = await (await app().app.request('/blog/rss.xml')).text();
    const item = xml.split('<item>').find((i) => i.includes(`/blog/${post.slug}<`))!;
    expect([...item.matchAll(/<category>([^<]*)<\/category>/g)].map((m) => m[1])).toEqual([
      'Stránkovanie',
      'Java',
    ]);
  });

  it('unpublishing hides a post again', async () => {
    const post = await createPost();
    expect((await call('GET', `/api/blog/posts/${post.slug}`)).status).toBe(200);
    const hidden = await call('PUT', `/api/admin/blog/posts/${post.id}`, {
      cookie: admin,
      body: postInput({ slug: post.slug, draft: true }),
    });
    expect(hidden.status).toBe(200);
    expect((await call('GET', `/api/blog/posts/${post.slug}`)).status).toBe(404);
  });
});

describe('RSS feeds', () => {
  it('carry only their language, newest first, with absolute links, and the blog page links to them', async () => {
    const en = await createPost({ language: 'en', title: `Rates & <tricks> ${unique()}` });
    const english = await feed('/en/blog/rss.xml');
    expect(english[0]!.link).toBe(`https://kariera.test/en/blog/${en.slug}`);
    expect(english[0]!.title).toContain('Rates & <tricks>');
    const german = await feed('/de/blog/rss.xml');
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((i) => i.link.startsWith('https://kariera.test/de/blog/'))).toBe(true);
    expect(german.map((i) => i.link)).not.toContain(`https://kariera.test/de/blog/${en.slug}`);
    const slovak = await feed('/blog/rss.xml');
    expect(slovak.map((i) => i.link)).not.toContain(`https://kariera.test/blog/${en.slug}`);
  });
});

describe('translations', () => {
  it('link a post to its versions; the list shows the reader’s version once; the sitemap names them as alternates', async () => {
    const sk = await createPost({ title: `Sadzby kontraktorov ${unique()}`, tags: ['sadzby-preklad'] });
    const en = await createPost({
      language: 'en',
      translationOf: sk.id,
      title: `Contractor rates ${unique()}`,
    });
    const detail = (await (await call('GET', `/api/blog/posts/${sk.slug}`)).json()) as {
      post: { translations: { language: string; slug: string }[] };
    };
    expect(detail.post.translations).toEqual([expect.objectContaining({ language: 'en', slug: en.slug })]);
    const forEnglish = (await list('limit=50', 'en')).items.map((p) => p.slug);
    expect(forEnglish).toContain(en.slug);
    expect(forEnglish).not.toContain(sk.slug);
    const forSlovak = (await list('limit=50', 'sk')).items.map((p) => p.slug);
    expect(forSlovak).toContain(sk.slug);
    expect(forSlovak).not.toContain(en.slug);
    const xml = await sitemap();
    const entry = xml.split('\n').find((l) => l.includes(`<loc>https://kariera.test/blog/${sk.slug}</loc>`))!;
    expect(entry).toContain(`hreflang="en" href="https://kariera.test/en/blog/${en.slug}"`);
    expect(entry).toContain(`hreflang="x-default" href="https://kariera.test/blog/${sk.slug}"`);
    // A second English version of the same post is refused.
    const again = await call('POST', '/api/admin/blog/posts', {
      cookie: admin,
      body: postInput({ language: 'en', translationOf: en.id }),
    });
    expect(again.status).toBe(400);
    expect(
      ((await again.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.translationOf,
    ).toBeDefined();
  });
});

describe('writing posts', () => {
  it('generates a transliterated slug, renders the Markdown sanitised, and keeps a given slug unique', async () => {
    const word = unique();
    const post = await createPost({
      title: `Žltý kôň úpäl — Straße ${word}`,
      content:
        '# Nadpis\n\nText<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))',
    });
    expect(post.slug).toBe(`zlty-kon-upal-strasse-${word}`);
    const second = await createPost({ title: `Žltý kôň úpäl — Straße ${word}` });
    expect(second.slug).toBe(`zlty-kon-upal-strasse-${word}-2`);
    const detail = (await (await call('GET', `/api/blog/posts/${post.slug}`)).json()) as {
      post: { contentHtml: string; readingMinutes: number };
    };
    expect(detail.post.contentHtml).toContain('<h2>Nadpis</h2>');
    expect(detail.post.contentHtml).not.toMatch(/<script|onerror|javascript:/i);
    expect(detail.post.readingMinutes).toBe(1);
    const taken = await call('POST', '/api/admin/blog/posts', {
      cookie: admin,
      body: postInput({ slug: post.slug }),
    });
    expect(taken.status).toBe(400);
    const problem = (await taken.json()) as { fieldErrors: Record<string, string[]> };
    expect(problem.fieldErrors.slug).toBeDefined();
  });

  it('refuses bad input with 400 and field messages: control characters, unknown fields, bad JSON', async () => {
    const cases: unknown[] = [
      postInput({ title: 'Nul\u0000title' }),
      postInput({ title: '' }),
      postInput({ slug: 'Not A Slug' }),
      postInput({ authorId: 999_999 }),
      postInput({ featuredImage: '../../etc/passwd' }),
      postInput({ publishedAt: 'tomorrow' }),
      { ...postInput(), admin: true },
    ];
    for (const body of cases) {
      const response = await call('POST', '/api/admin/blog/posts', { cookie: admin, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    const malformed = await app().app.request('/api/admin/blog/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, 'x-forwarded-for': '198.51.100.77' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    const raw = (url: string, contentType: string, body: string) =>
      app().app.request(url, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: admin, 'x-forwarded-for': '198.51.100.78' },
        body,
      });
    const odd = [
      await raw('/api/admin/blog/posts', 'text/plain', 'title=x'),
      await raw(
        '/api/admin/blog/posts',
        'application/json',
        JSON.stringify(postInput({ content: 'x'.repeat(100_001) })),
      ),
      await raw('/api/admin/blog/posts', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`),
      await raw('/api/admin/blog/images', 'multipart/form-data; boundary=nothing', 'not a multipart body'),
      await raw('/api/admin/blog/preview', 'application/json', '{"content": 12}'),
    ];
    for (const response of odd)
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
    for (const [i, response] of odd.entries()) expect(response.status, String(i)).toBeLessThan(500);
  });

  it('stores a real featured image and refuses HTML named .png', async () => {
    const fake = new FormData();
    fake.set(
      'image',
      new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' }),
    );
    const refused = await call('POST', '/api/admin/blog/images', { cookie: admin, body: fake });
    expect(refused.status).toBe(400);
    expect(
      ((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.image,
    ).toBeDefined();
    const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' }));
    const stored = await call('POST', '/api/admin/blog/images', { cookie: admin, body: form });
    expect(stored.status, await stored.clone().text()).toBe(201);
    const { id, url } = (await stored.json()) as { id: string; url: string };
    expect(url).toBe(`/media/${id}`);
    const post = await createPost({ featuredImage: id });
    const detail = (await (await call('GET', `/api/blog/posts/${post.slug}`)).json()) as {
      post: { featuredImageUrl: string };
    };
    expect(detail.post.featuredImageUrl).toBe(url);
    const image = await app().app.request(url);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('moves saved items along when a slug changes, and drops them when the post is deleted', async () => {
    const post = await createPost();
    expect((await call('PUT', `/api/saved-items/post/${post.slug}`, { cookie: candidate })).status).toBe(204);
    const renamed = `${post.slug}-novy`;
    const put = await call('PUT', `/api/admin/blog/posts/${post.id}`, {
      cookie: admin,
      body: postInput({ slug: renamed }),
    });
    expect(put.status).toBe(200);
    const saved = (await (await call('GET', '/api/saved-items', { cookie: candidate })).json()) as {
      type: string;
      id: string;
    }[];
    expect(saved).toContainEqual(expect.objectContaining({ type: 'post', id: renamed }));
    expect((await call('DELETE', `/api/admin/blog/posts/${post.id}`, { cookie: admin })).status).toBe(204);
    const after = (await (await call('GET', '/api/saved-items', { cookie: candidate })).json()) as {
      id: string;
    }[];
    expect(after.map((s) => s.id)).not.toContain(renamed);
    expect((await call('GET', `/api/blog/posts/${renamed}`)).status).toBe(404);
  });

  it('lists posts published in a time window for the weekly digest', async () => {
    const { services } = app();
    const post = await createPost({
      language: 'de',
      publishedAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });
    const week = await services.blog.listPublishedPosts({
      language: 'de',
      from: new Date(Date.now() - 7 * DAY),
      to: new Date(),
    });
    expect(week.map((p) => p.slug)).toContain(post.slug);
    expect(week.every((p) => p.language === 'de')).toBe(true);
    const earlier = await services.blog.listPublishedPosts({
      language: 'de',
      from: new Date(Date.now() - 14 * DAY),
      to: new Date(Date.now() - 7 * DAY),
    });
    expect(earlier.map((p) => p.slug)).not.toContain(post.slug);
  });
});

describe('who may write', () => {
  it('answers 401 to anonymous writers (before validating) and 403 to candidates', async () => {
    const writes: [string, string][] = [
      ['POST', '/api/admin/blog/posts'],
      ['PUT', '/api/admin/blog/posts/1'],
      ['DELETE', '/api/admin/blog/posts/1'],
      ['POST', '/api/admin/blog/images'],
      ['POST', '/api/admin/blog/categories'],
      ['POST', '/api/admin/blog/authors'],
      ['GET', '/api/admin/blog/posts'],
    ];
    for (const [method, url] of writes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { title: '' };
      expect((await call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, { body, cookie: candidate })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('manages categories and authors in three languages', async () => {
    const slug = `autor-${unique()}`;
    const created = await call('POST', '/api/admin/blog/authors', {
      cookie: admin,
      body: {
        slug,
        name: 'Ján Šťastný',
        descriptionSk: 'Vývojár.',
        descriptionEn: 'Developer.',
        descriptionDe: 'Entwickler.',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const authors = (await (await call('GET', '/api/blog/authors', { lang: 'de' })).json()) as {
      slug: string;
      description: string;
    }[];
    expect(authors.find((a) => a.slug === slug)?.description).toBe('Entwickler.');
    const duplicate = await call('POST', '/api/admin/blog/authors', {
      cookie: admin,
      body: { slug, name: 'X', descriptionSk: 'a', descriptionEn: 'b', descriptionDe: 'c' },
    });
    expect(duplicate.status).toBe(400);
    expect((await call('DELETE', `/api/admin/blog/authors/${id}`, { cookie: admin })).status).toBe(204);
    expect((await call('DELETE', `/api/admin/blog/authors/${id}`, { cookie: admin })).status).toBe(404);
  });

  it('renames, merges and deletes tags', async () => {
    const word = unique();
    const first = await createPost({ tags: [`Kotlinn-${word}`] });
    await createPost({ tags: [`Kotlin-${word}`] });
    const all = async () =>
      (await (await call('GET', '/api/admin/blog/tags', { cookie: admin })).json()) as {
        id: number;
        name: string;
        posts: number;
      }[];
    const typo = (await all()).find((t) => t.name === `Kotlinn-${word}`)!;
    // Giving the typo the other tag's name (in another case) merges the two.
    const merged = await call('PUT', `/api/admin/blog/tags/${typo.id}`, {
      cookie: admin,
      body: { name: `kotlin-${word}` },
    });
    expect(merged.status).toBe(200);
    const kept = (await all()).filter((t) => t.name.toLowerCase() === `kotlin-${word}`);
    expect(kept).toEqual([expect.objectContaining({ name: `Kotlin-${word}`, posts: 2 })]);
    expect((await all()).map((t) => t.name)).not.toContain(`Kotlinn-${word}`);
    const detail = (await (await call('GET', `/api/blog/posts/${first.slug}`)).json()) as {
      post: { tags: string[] };
    };
    expect(detail.post.tags).toEqual([`Kotlin-${word}`]);
    expect((await call('DELETE', `/api/admin/blog/tags/${kept[0]!.id}`, { cookie: admin })).status).toBe(204);
    expect((await list(`tag=Kotlin-${word}`)).items).toEqual([]);
    expect((await call('GET', `/api/blog/posts/${first.slug}`)).status).toBe(200);
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPost, event, job } from '../../db/schema/index.ts';
import { nextClientIp, registerVerifiedCandidate } from '../setup/api-users.ts';
import { filePageTestApp } from '../setup/page-app.ts';

/**
 * The admin pages' actions as a browser without scripts posts them (ADR 140): a state-changing or
 * destructive intent is answered with its confirmation step, and only the confirmed request changes
 * anything, so neither Enter in a form nor a stray post takes a post, an offer or an event offline.
 */
const ADMIN = `admin.actions.${Date.now()}@example.sk`;
const app = filePageTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '1000' });
const ORIGIN = 'https://kariera.test';

let cookie: string | undefined;
async function admin() {
  cookie ??= (await registerVerifiedCandidate(app, { email: ADMIN })).cookie;
  return cookie;
}

/** Posts a form to a page as a browser without scripts does, and returns the page it answers. */
async function post(path: string, fields: Record<string, string>, lang = 'en') {
  const response = await app().app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      cookie: await admin(),
      'x-forwarded-for': nextClientIp(),
      'accept-language': lang,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function publishedPost() {
  const created = await app().services.blog.admin.createBlogPost({
    title: 'Confirm before unpublishing',
    slug: `confirm-${Date.now()}`,
    language: 'en',
    excerpt: 'A post that stays online until an admin confirms.',
    content: 'Text.',
    featuredImage: null,
    authorId: null,
    categoryId: null,
    translationOf: null,
    tags: ['Java'],
    draft: false,
    publishedAt: null,
  });
  return created.id;
}

const draftOf = async (id: number) =>
  (await app().database.db.select({ draft: blogPost.draft }).from(blogPost).where(eq(blogPost.id, id)))[0]
    ?.draft;

describe('admin actions that take something offline', () => {
  it('unpublish a post only when confirmed, keeping everything else', async () => {
    const id = await publishedPost();
    const asked = await post(`/en/admin/blog/${id}`, { intent: 'unpublish' });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Unpublish the post?');
    expect(asked.html).toContain('name="confirmed" value="yes"');
    expect(await draftOf(id)).toBe(false);

    const done = await post(`/en/admin/blog/${id}`, { intent: 'unpublish', confirmed: 'yes' });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/en/admin/blog/${id}?notice=unpublished`);
    expect(await draftOf(id)).toBe(true);
    const stored = await app().services.blog.admin.getAdminBlogPost(id);
    expect(stored).toMatchObject({ title: 'Confirm before unpublishing', tags: ['Java'] });
  });

  it('ask in the admin’s language, and delete a post only when confirmed', async () => {
    const id = await publishedPost();
    const asked = await post(`/admin/blog/${id}`, { intent: 'delete' }, 'sk');
    expect(asked.html).toContain('Naozaj zmazať článok');
    expect(asked.html).toContain('Späť');
    expect(await draftOf(id)).toBe(false);
    await post(`/admin/blog/${id}`, { intent: 'delete', confirmed: 'yes' });
    expect(await draftOf(id)).toBeUndefined();
  });

  it('unpublish or end a job offer only when confirmed', async () => {
    const [offer] = await app()
      .database.db.select({ id: job.id })
      .from(job)
      .where(eq(job.status, 'published'))
      .limit(1);
    const status = async () =>
      (await app().database.db.select({ status: job.status }).from(job).where(eq(job.id, offer!.id)))[0]!
        .status;
    const asked = await post(`/de/admin/jobs/${offer!.id}`, { intent: 'unpublish' }, 'de');
    expect(asked.html).toContain('Angebot vom Portal nehmen?');
    expect(await status()).toBe('published');
    await post(`/de/admin/jobs/${offer!.id}`, { intent: 'unpublish', confirmed: 'yes' }, 'de');
    expect(await status()).toBe('unpublished');
  });

  it('reject an event with its reason only when confirmed, the reason carried to the confirmation', async () => {
    const [pending] = await app()
      .database.db.select({ uid: event.uid })
      .from(event)
      .where(and(eq(event.status, 'approved'), isNull(event.canceledAt)))
      .limit(1);
    const statusOf = async () =>
      (
        await app()
          .database.db.select({ status: event.status })
          .from(event)
          .where(eq(event.uid, pending!.uid))
      )[0]!.status;
    const reason = 'Not an IT event';
    const asked = await post(`/en/admin/events/${pending!.uid}`, { intent: 'reject', reason });
    expect(asked.html).toContain('Reject the event?');
    expect(asked.html).toContain(`name="reason" value="${reason}"`);
    expect(await statusOf()).toBe('approved');
    await post(`/en/admin/events/${pending!.uid}`, { intent: 'reject', reason, confirmed: 'yes' });
    expect(await statusOf()).toBe('rejected');
  });
});

describe('the admin dashboard', () => {
  it('counts the events waiting for review and links to them', async () => {
    const db = app().database.db;
    const some = await db.select({ uid: event.uid }).from(event).where(eq(event.status, 'approved')).limit(2);
    for (const { uid } of some) await db.update(event).set({ status: 'pending' }).where(eq(event.uid, uid));
    const pending = (await db.select({ uid: event.uid }).from(event).where(eq(event.status, 'pending')))
      .length;
    expect(pending).toBeGreaterThanOrEqual(2);
    const response = await app().app.request(`${ORIGIN}/en/admin`, {
      headers: { cookie: await admin(), 'x-forwarded-for': nextClientIp() },
    });
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`href="/en/admin/events\\?status=pending"[^]*?>${pending}</span>events waiting for review`),
    );
  });
});

describe('the newsfeed without scripts', () => {
  /** What the page shows, without the catalogues it carries for scripts (which say more). */
  const get = async (path: string) => {
    const response = await app().app.request(`${ORIGIN}${path}`, {
      headers: { 'x-forwarded-for': nextClientIp() },
    });
    return (await response.text()).replace(/<script[^]*?<\/script>/g, '');
  };

  it('links to a next page only when a link follows, and a later page blames no language', async () => {
    const links = await app().services.newsfeed.listNewsfeedLinks({ cursor: undefined, limit: 100 });
    expect(links.nextCursor).toBeNull();
    const last = links.items.at(-1)!;
    // The address a "Show more" on the last page led to: the page after the last link.
    const after = Buffer.from(`${last.publishedAt}|${last.id}`).toString('base64url');
    const html = await get(`/en/newsfeed?cursor=${after}`);
    expect(html).toContain('No more links');
    expect(html).not.toContain('in this language');
    expect(html).not.toContain('Show more');

    // Paging to the end by the "Show more" links: the last page has none.
    let path = '/en/newsfeed';
    for (let pages = 1; pages <= Math.ceil(links.items.length / 5); pages++) {
      const page = await get(path);
      const more = /<a href="(\/en\/newsfeed\?cursor=[^"]+)"(?:(?!<\/a>)[^])*Show more/.exec(page)?.[1];
      if (!more) {
        expect(page).toContain('You have seen all the links.');
        expect(pages).toBe(Math.ceil(links.items.length / 5));
        return;
      }
      path = more.replace(/&amp;/g, '&');
    }
    throw new Error(`the newsfeed never ended: ${links.items.length} ${path}`);
  });
});

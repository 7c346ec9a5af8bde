import { randomBytes } from 'node:crypto';
import { XMLValidator } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { AdminPostFormPage, BlogPage } from './pages/blog-pages.ts';
import { signUpInBrowser } from './support/api.ts';
import { saveOnServer, settled } from './support/browser.ts';
import { confirmAddress, outboxMailbox } from './support/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();
const ADMIN = validRegistration({ email: `blog.admin.${Date.now()}@example.sk` });
const EDITOR = validRegistration({ email: `blog.editor.${Date.now()}@example.sk` });
const DAY = 86_400_000;

describe('the blog', () => {
  let server: RunningServer | undefined;
  let base = '';

  beforeAll(async () => {
    // A server of its own: the admins publish posts that the shared server's blog would list (ADR 165).
    server = await startServer({ ADMIN_EMAILS: `${ADMIN.email},${EDITOR.email}`, RATE_LIMIT_SCALE: '20' });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signUp = (page: Page, payload: Record<string, unknown>) => signUpInBrowser(page, base, payload);

  it('admin writes a draft, a signed-out reader opens its preview link, the admin publishes it: list, RSS and sitemap show it', async () => {
    const admin = await browser.page({ locale: 'en-GB' });
    await signUp(admin, ADMIN);
    await confirmAddress(outboxMailbox(server!.dataDir), ADMIN.email);
    const word = `Quokka${randomBytes(3).toString('hex')}`;
    const title = `Day rates in Bratislava ${word}`;
    const form = new AdminPostFormPage(admin, base);
    await form.openNew();
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d43c9' } })
      .png()
      .toBuffer();
    await form.fill({
      title,
      language: 'en',
      excerpt: 'What contractors charge per day, and why.',
      content:
        '## What the market pays\n\nSenior developers charge **350–480 EUR** a day.\n\n<script>alert(1)</script>',
      tags: 'rates, contracting',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    });
    // The live preview renders the Markdown the way readers will get it, without the script.
    await form.preview.getByRole('heading', { name: 'What the market pays' }).waitFor();
    expect(await form.preview.innerHTML()).not.toContain('<script');

    await form.press('Save draft');
    await admin.waitForURL(/\/en\/admin\/blog\/\d+\?notice=created$/);
    await settled(admin);
    await form.notice('The draft is saved.').waitFor();
    const previewUrl = await form.previewLink.inputValue();
    const slug = `day-rates-in-bratislava-${word.toLowerCase()}`;
    expect(previewUrl).toContain(`/en/blog/${slug}?accessKey=`);
    // The address is readable in the editor's side column: the card's width, not a sliver.
    const box = await form.previewLink.boundingBox();
    expect(box?.width).toBeGreaterThan(240);

    // Signed out: the draft is not listed and not found without the key, but the preview link shows it.
    const reader = await browser.page({ locale: 'en-GB' });
    const blog = new BlogPage(reader, base);
    await blog.open();
    expect(await blog.card(title).count()).toBe(0);
    const hidden = await reader.goto(`${base}/en/blog/${slug}`);
    expect(hidden?.status()).toBe(404);
    const previewed = await reader.goto(previewUrl);
    expect(previewed?.headers()['cache-control']).toBe('private, no-store');
    await settled(reader);
    expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    await reader.getByRole('status').filter({ hasText: 'Preview: this post is not published yet' }).waitFor();
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const article = reader.getByRole('article', { name: title });
    expect(await article.innerHTML()).not.toContain('<script');
    const cover1 = article.locator('img').first();
    expect(await cover1.getAttribute('src')).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);

    // The admin publishes it.
    await form.press('Publish');
    await admin.waitForURL(/notice=published$/);
    await settled(admin);
    await form.notice('The post is published.').waitFor();

    await blog.open();
    await blog.card(title).waitFor();
    expect(await blog.cards.first().getAttribute('data-post-slug')).toBe(slug);
    const feed = await reader.request.get(`${base}/en/blog/rss.xml`);
    const xml = await feed.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(`<link>${base}/en/blog/${slug}</link>`);
    expect(
      await reader.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    ).toBe('/en/blog/rss.xml');
    const sitemap = await (await reader.request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${base}/en/blog/${slug}</loc>`);

    await blog.card(title).getByRole('link', { name: title }).click();
    await reader.waitForURL(`${base}/en/blog/${slug}`);
    await settled(reader);
    expect(await reader.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${base}/en/blog/${slug}`,
    );
    expect(await axeViolations(reader)).toEqual([]);
  });

  it('a reader saves a post from the list and an event, and finds both under profile/saved', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await signUp(page, validRegistration({ email: `reader.${Date.now()}@example.sk` }));
    const blog = new BlogPage(page, base);
    await blog.open();
    const first = blog.cards.first();
    const title = await first.getByRole('heading').innerText();
    await saveOnServer(page, blog.saveButton(title));
    await page.getByRole('button', { name: `Remove the post ${title} from saved items` }).waitFor();
    // Events have their own pages on another branch; the saved-items API takes an event by its uid.
    const saved = await page.request.put(`${base}/api/saved-items/event/bratislava-java-meetup-42`, {
      headers: { origin: base },
    });
    expect(saved.status()).toBe(204);

    await page.goto(`${base}/en/profile/saved`);
    await settled(page);
    const post = page.getByRole('link', { name: title });
    expect(await post.getAttribute('href')).toMatch(/^\/en\/blog\/[a-z0-9-]+$/);
    const event = page.getByRole('link', { name: /Java/ });
    expect(await event.getAttribute('href')).toBe('/en/events/bratislava-java-meetup-42');
    expect(await page.getByText('Article', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Event', { exact: true }).count()).toBe(1);
  });

  it('the blog index passes axe, and its filters work without scripts', async () => {
    const reader = await browser.page({ locale: 'de-AT' });
    await reader.goto(`${base}/de/blog`);
    await settled(reader);
    expect(await axeViolations(reader)).toEqual([]);
    const page = await browser.page({ locale: 'de-AT', javaScriptEnabled: false });
    await page.goto(`${base}/de/blog`);
    await settled(page);
    await page.getByLabel('Sprache des Beitrags').selectOption('de');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.waitForURL(/language=de/);
    const langs = await page
      .locator('article[data-post-slug] h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('lang')));
    expect(langs.length).toBeGreaterThan(0);
    expect(langs.every((l) => l === null)).toBe(true);
  });

  it('the language switcher on a post leads to its translation, and hreflang names both versions', async () => {
    const page = await browser.page({ locale: 'sk-SK' });
    await page.goto(`${base}/blog/ako-sa-pripravit-na-technicky-pohovor`);
    await settled(page);
    const english = '/en/blog/how-to-prepare-for-a-technical-interview';
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(
      base + english,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${base}/blog/ako-sa-pripravit-na-technicky-pohovor`,
    );
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(base + english);
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Technical interviews: how to prepare so you show what you really know',
    );
    // Back to Slovak: the switcher leads to the original.
    expect(await page.getByRole('link', { name: 'Slovenčina', exact: true }).getAttribute('href')).toBe(
      '/blog/ako-sa-pripravit-na-technicky-pohovor',
    );
  });

  it('older posts are added below the list with JavaScript, focus moves to them, and saving one repeats nothing', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await signUp(page, EDITOR);
    await confirmAddress(outboxMailbox(server!.dataDir), EDITOR.email);
    const word = randomBytes(3).toString('hex');
    for (let i = 0; i < 12; i++) {
      const created = await page.request.post(`${base}/api/admin/blog/posts`, {
        headers: { origin: base },
        data: {
          title: `Archive post ${i} ${word}`,
          language: 'en',
          excerpt: 'An older post.',
          content: 'Text of an older post.',
          draft: false,
          publishedAt: new Date(Date.now() - (400 + i) * DAY).toISOString(),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const blog = new BlogPage(page, base);
    await blog.open('/en/blog?language=en');
    expect(await blog.cards.count()).toBe(12);
    await blog.olderPosts.click();
    await page.waitForFunction(() => document.querySelectorAll('article[data-post-slug]').length > 12);
    const count = await blog.cards.count();
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('article')?.getAttribute('data-post-slug'),
    );
    expect(focused).toBe(await blog.cards.nth(12).getAttribute('data-post-slug'));
    expect(page.url()).toBe(`${base}/en/blog?language=en`);

    const last = blog.cards.last();
    const title = await last.getByRole('heading').innerText();
    await blog.saveButton(title).click();
    await page.getByRole('button', { name: `Remove the post ${title} from saved items` }).waitFor();
    await page.waitForLoadState('networkidle');
    const slugs = await blog.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-post-slug')));
    expect(slugs).toHaveLength(count);
    expect(new Set(slugs).size).toBe(count);
  });
});

import type { Locator, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

/** What the admin types into the post form (English labels). */
export interface AdminPostFields {
  title: string;
  language: 'sk' | 'en' | 'de';
  excerpt: string;
  content: string;
  tags?: string;
  image?: { name: string; mimeType: string; buffer: Buffer };
}

/** The post editor of the admin (`/en/admin/blog/new`, `/en/admin/blog/:id`). No assertions here. */
export class AdminPostFormPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async openNew() {
    await this.page.goto(`${this.baseUrl}/en/admin/blog/new`);
    await settled(this.page);
  }

  async fill(post: AdminPostFields) {
    const p = this.page;
    await p.getByLabel('Title', { exact: true }).fill(post.title);
    await p.getByLabel('Language of the post').selectOption(post.language);
    await p.getByLabel('Excerpt').fill(post.excerpt);
    await p.getByLabel('Content (Markdown)').fill(post.content);
    if (post.tags) await p.getByLabel('Tags').fill(post.tags);
    if (post.image) await p.getByLabel('Featured image').setInputFiles(post.image);
  }

  /** The live preview beside the Markdown. */
  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview' });
  }

  get previewLink(): Locator {
    return this.page.getByLabel('Preview address');
  }

  async press(button: 'Save draft' | 'Publish' | 'Save' | 'Unpublish') {
    await this.page.getByRole('button', { name: button, exact: true }).click();
  }

  /** The confirmation shown after saving. */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** The blog index and a post, as a reader sees them. */
export class BlogPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(path = '/en/blog') {
    await this.page.goto(this.baseUrl + path);
    await settled(this.page);
  }

  get cards(): Locator {
    return this.page.locator('article[data-post-slug]');
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  saveButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Save the post ${title}` });
  }

  get olderPosts(): Locator {
    return this.page.getByRole('link', { name: 'Older posts' });
  }
}

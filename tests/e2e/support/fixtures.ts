import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';

interface PageOptions {
  locale?: string;
  /** Whether the cookie banner is pre-answered (the default). */
  consent?: boolean;
  javaScriptEnabled?: boolean;
}

/** The cookie banner's answer "necessary cookies only", as the banner stores it. */
function consentCookieValue(): string {
  return encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 1,
      data: null,
      consentTimestamp: new Date().toISOString(),
      consentId: 'e2e',
      services: { necessary: [], analytics: [] },
      languageCode: 'sk',
      lastConsentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 86_400_000,
    }),
  );
}

/**
 * One browser per test file. Each test gets a page with no cookies, no stored data, no permissions,
 * no routes and no listeners: a page a finished test of the file left, cleared (ADR 166), or a new
 * one in a context of its own where none is free.
 *
 * A page is kept on the document its last test left, and the next test's first navigation replaces
 * that document in the same renderer process: a new renderer per test cost about half a CPU-second
 * of the two cores' (a new context and page per test of two loads: 1.1 CPU-seconds; the same page
 * kept and cleared: 0.6), most of the end-to-end phase's work beside the loads themselves.
 */
export function setupBrowser() {
  const state: { browser?: Browser; baseUrl: string } = { baseUrl: inject('baseUrl') };
  const contexts: BrowserContext[] = [];
  /** Pages of finished tests, cleared, by the options their context was made with. */
  const free = new Map<string, Page[]>();
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await state.browser?.close();
  });

  /** Clears what a test left in its page's context; false when the test closed the page or context. */
  async function clear(page: Page): Promise<boolean> {
    if (page.isClosed()) return false;
    const context = page.context();
    try {
      // Pages the test opened beside it (a second tab, a popup) go; the listeners and routes it set
      // are removed, its requests still in flight ignored.
      await Promise.all(
        context
          .pages()
          .filter((p) => p !== page)
          .map((p) => p.close()),
      );
      await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // The stored data of the origin the page is on (the portal's: the chosen language), then the
      // cookies and permissions of every origin.
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      await context.clearCookies();
      await context.clearPermissions();
      await page.setViewportSize({ width: 1280, height: 900 });
      return !page.isClosed();
    } catch {
      return false;
    }
  }

  /** A new page in a context of its own. */
  async function openPage(options: PageOptions): Promise<Page> {
    const context = await newContext(state.browser!, options);
    contexts.push(context);
    return context.newPage();
  }

  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /** A page with nothing of an earlier test; the cookie banner is pre-answered unless `consent: false`. */
    async page(options: PageOptions = {}): Promise<Page> {
      const kind = JSON.stringify([options.locale ?? null, options.javaScriptEnabled ?? true]);
      const page = free.get(kind)?.pop() ?? (await openPage(options));
      // Cleared when its test ends, and offered to the file's later tests; closed with its context
      // when the test closed it or it cannot be cleared.
      onTestFinished(async () => {
        if (await clear(page)) free.set(kind, [...(free.get(kind) ?? []), page]);
        else
          await page
            .context()
            .close()
            .catch(() => undefined);
      });
      if (options.consent !== false)
        await page
          .context()
          .addCookies([{ name: 'cc_cookie', value: consentCookieValue(), url: state.baseUrl }]);
      return page;
    },
  };
}

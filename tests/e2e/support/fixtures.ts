import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';

/** One browser per test file; each test opens its own context (fresh cookies and storage). */
export function setupBrowser() {
  const state: { browser?: Browser; baseUrl: string } = { baseUrl: inject('baseUrl') };
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await state.browser?.close();
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /** A new page; the cookie banner is pre-answered unless `consent: false`. */
    async page(
      options: { locale?: string; consent?: boolean; javaScriptEnabled?: boolean } = {},
    ): Promise<Page> {
      const context = await newContext(state.browser!, options);
      contexts.push(context);
      // Closed when its test ends: an open page keeps its renderer, timers and connections busy
      // while the file's later tests run.
      onTestFinished(() => context.close().catch(() => undefined));
      if (options.consent !== false) {
        const value = encodeURIComponent(
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
        await context.addCookies([{ name: 'cc_cookie', value, url: state.baseUrl }]);
      }
      return context.newPage();
    },
  };
}

import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { type Browser, type BrowserContext, type Locator, type Page, chromium } from 'playwright-core';

/**
 * The system Chromium: CHROME_PATH, Debian's headless shell (the same Chromium build without the
 * browser's interface: about half the CPU per page, ADR 161), Debian's /usr/bin/chromium, or google-chrome.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROME_PATH.');
  return found;
}

export const CHROMIUM_ARGS = [
  // The full browser's new headless mode; the headless shell, which has only one, ignores it.
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Behave like a person's browser: navigator.webdriver would hide the cookie banner (hideFromBots).
  '--disable-blink-features=AutomationControlled',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export async function newContext(
  browser: Browser,
  options: { locale?: string; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    // A regular desktop Chrome, not "HeadlessChrome": the portal does not count bots' job views.
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
    locale: options.locale ?? 'sk-SK',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  if (options.javaScriptEnabled === false) withoutScripts.add(context);
  return context;
}

/** Contexts whose pages run no scripts, so they never hydrate. */
const withoutScripts = new WeakSet<BrowserContext>();

/**
 * Resolves once the page shows the route of the current URL (client navigations render after the
 * URL changes) and, where scripts run, once React has hydrated it: input before hydration would
 * reach the DOM but not the components' state.
 */
export async function settled(page: Page): Promise<void> {
  const hydrates = !withoutScripts.has(page.context());
  // Polled from here rather than with waitForFunction: a form sent without scripts replaces the
  // document while the check runs, and an in-page poller can be lost with the old document.
  await expect
    .poll(
      () =>
        page
          .evaluate(
            (hydrates) =>
              document.querySelector('main')?.getAttribute('data-location') ===
                location.pathname + location.search &&
              (!hydrates || document.documentElement.dataset.hydrated === 'true'),
            hydrates,
          )
          .catch(() => false),
      { timeout: 30_000, message: `the page at ${page.url()} did not settle` },
    )
    .toBe(true);
}

/**
 * Presses a save button (job, post, event) and resolves once the server has stored the change: the
 * button turns at once, before its request ends, and a page then opened by its address would cut
 * that request off.
 */
export async function saveOnServer(page: Page, button: Locator): Promise<void> {
  const stored = page.waitForResponse(
    (r) => r.url().includes('/saved-items') && r.request().method() === 'POST' && r.ok(),
  );
  await button.click();
  await stored;
}

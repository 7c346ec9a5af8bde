import { launchBrowser } from '../tests/e2e/support/browser.ts';

/** A page to measure: its name in the tables, its path, and optionally a session cookie to send. */
export type BenchPage = [name: string, path: string, cookie?: string];

/** The page budget (issue 15): the portal's own JavaScript, gzip as transferred, on any public page. */
export const OWN_JS_BUDGET = 30 * 1024;

/**
 * The framework's chunk (React, React DOM, React Router), split out by `vite.config.ts`; every other
 * script is the portal's own code and its dependencies.
 */
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;

export interface JsSize {
  page: string;
  /** The framework's bytes, gzip on the wire. */
  framework: number;
  /** The portal's own scripts needed to hydrate (requested before the document was hydrated). */
  ownCritical: number;
  /** The portal's own scripts loaded until the network is idle (first visit: the cookie banner unanswered). */
  own: number;
  /** Inline scripts (route manifest, loader data), characters in the HTML document; not in the budget. */
  inline: number;
  /** Everything, framework and own, until the network is idle. */
  total: number;
  /** The portal's own scripts for a visitor who has answered the cookie banner. */
  ownAnswered: number;
}

/** A `cc_cookie` as the banner stores it once answered (revision 1, necessary cookies only). */
const ANSWERED = encodeURIComponent(
  JSON.stringify({ categories: ['necessary'], revision: 1, consentId: 'bench', services: {} }),
);

/** First-load JavaScript of a page, as transferred gzip-compressed by the server. */
export async function benchFirstLoadJs(baseUrl: string, pages: BenchPage[]): Promise<JsSize[]> {
  const browser = await launchBrowser();
  const out: JsSize[] = [];
  try {
    for (const [name, path, cookie] of pages) {
      const measure = async (bannerAnswered: boolean) => {
        // The budget is gzip: ask for it, though browsers are sent the smaller Brotli copies.
        const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
        const jar = (cookie ?? '')
          .split('; ')
          .filter(Boolean)
          .map((pair) => pair.split('='))
          .map(([name = '', ...value]) => ({ name, value: value.join('='), url: baseUrl }));
        if (bannerAnswered) jar.push({ name: 'cc_cookie', value: ANSWERED, url: baseUrl });
        await context.addCookies(jar);
        const page = await context.newPage();
        // When the root layout marks the document hydrated (scripts start after the first paint, ADR 091).
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (document.documentElement?.dataset.hydrated !== 'true') return;
            (window as { hydratedAt?: number }).hydratedAt = performance.now();
            observer.disconnect();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
        });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => (window as { hydratedAt?: number }).hydratedAt !== undefined);
        const result = await page.evaluate(() => {
          const hydratedAt = (window as { hydratedAt?: number }).hydratedAt ?? Infinity;
          const inline = [...document.querySelectorAll('script:not([src])')].reduce(
            (s, el) => s + (el.textContent?.length ?? 0),
            0,
          );
          const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((r) => new URL(r.name).pathname.endsWith('.js'))
            .map((r) => ({
              url: new URL(r.name).pathname,
              bytes: r.encodedBodySize,
              critical: r.startTime <= hydratedAt,
            }));
          return { inline, files };
        });
        await context.close();
        return result;
      };
      const scripts = await measure(false);
      const answered = await measure(true);
      const sum = (files: typeof scripts.files) => files.reduce((s, f) => s + f.bytes, 0);
      const own = scripts.files.filter((f) => !FRAMEWORK_CHUNK.test(f.url));
      const size: JsSize = {
        page: name,
        framework: sum(scripts.files.filter((f) => FRAMEWORK_CHUNK.test(f.url))),
        ownCritical: sum(own.filter((f) => f.critical)),
        own: sum(own),
        inline: scripts.inline,
        total: sum(scripts.files),
        ownAnswered: sum(answered.files.filter((f) => !FRAMEWORK_CHUNK.test(f.url))),
      };
      if (!size.framework) throw new Error(`${path}: no framework chunk loaded (is the build current?)`);
      out.push(size);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `${name}: framework ${kb(size.framework)}, own ${kb(size.own)} (${kb(size.ownCritical)} to hydrate)${size.own > OWN_JS_BUDGET ? ' OVER BUDGET' : ''} — ${own
          .sort((a, b) => b.bytes - a.bytes)
          // BENCH_JS_FILES=1: every file, those fetched after hydration marked "(later)".
          .slice(0, process.env.BENCH_JS_FILES ? undefined : 4)
          .map((f) => `${f.url.replace('/assets/', '')} ${kb(f.bytes)}${f.critical ? '' : ' (later)'}`)
          .join(', ')}; banner answered: own ${kb(size.ownAnswered)}`,
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}

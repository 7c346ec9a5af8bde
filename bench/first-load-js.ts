import { launchBrowser } from '../tests/e2e/support/browser.ts';

export interface JsSize {
  page: string;
  /** Scripts needed to render and hydrate (loaded before the load event), gzip bytes on the wire. */
  critical: number;
  /** Everything loaded until the network is idle, including the deferred cookie banner. */
  total: number;
}

/** First-load JavaScript of a page, as transferred gzip-compressed by the server. */
export async function benchFirstLoadJs(baseUrl: string, pages: [string, string][]): Promise<JsSize[]> {
  const browser = await launchBrowser();
  const out: JsSize[] = [];
  try {
    for (const [name, path] of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const sizes = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (r) => r.name.endsWith('.js'),
        );
        const critical = scripts
          .filter((r) => r.responseEnd <= nav.loadEventStart)
          .reduce((s, r) => s + r.encodedBodySize, 0);
        const total = scripts.reduce((s, r) => s + r.encodedBodySize, 0);
        const inline = [...document.querySelectorAll('script:not([src])')].reduce(
          (s, el) => s + (el.textContent?.length ?? 0),
          0,
        );
        return { critical, total, inline };
      });
      out.push({ page: name, critical: sizes.critical, total: sizes.total });
      console.log(
        `${name}: critical ${(sizes.critical / 1024).toFixed(1)} KB, total ${(sizes.total / 1024).toFixed(1)} KB gzip`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

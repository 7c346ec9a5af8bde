import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser.ts';

export interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Lighthouse with its default mobile profile (simulated slow 4G, mid-range phone), headless Chromium. */
export async function benchLighthouse(
  baseUrl: string,
  pages: [string, string][],
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  const out: LighthouseScore[] = [];
  try {
    for (const [name, path] of pages) {
      const result = await lighthouse(baseUrl + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      const score = {
        page: name,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)),
        cls: Number(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        tbtMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN)),
      };
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      out.push(score);
      console.log(
        `${name}: performance ${score.performance}, accessibility ${score.accessibility}, LCP ${score.lcpMs} ms, CLS ${score.cls}, TBT ${score.tbtMs} ms${failing.length ? ` (a11y: ${failing.join(', ')})` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser.ts';
import type { BenchPage } from './first-load-js.ts';

export interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Runs per page; `BENCH_LIGHTHOUSE_RUNS=1` for a quick pass over every page. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse with its default mobile profile (simulated slow 4G, mid-range phone), headless Chromium.
 * Each page is measured three times (BENCH_LIGHTHOUSE_RUNS) and the run with the median performance score is kept, as
 * Lighthouse's own guidance recommends for its run-to-run variance.
 */
export async function benchLighthouse(baseUrl: string, pages: BenchPage[]): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  const out: LighthouseScore[] = [];
  try {
    for (const [name, path, cookie] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(cookie ? { extraHeaders: { cookie } } : {}),
        });
        if (result && !result.lhr.runtimeError) runs.push(result.lhr);
      }
      if (!runs.length) throw new Error(`Lighthouse failed on ${path}`);
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
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

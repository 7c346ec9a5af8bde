import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules the portal is held to: WCAG 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The axe-core build `@axe-core/playwright` runs, so that both ways below apply the same rules. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * Axe's violations of the page as it is now, each as "rule: its first three targets".
 *
 * A page without frames is scanned in place: axe injected once per document and run there, collecting
 * the details of violations only. `AxeBuilder` opens a new page (a new renderer process) for every scan
 * and injects axe again each time: 2.3–3.4 s per scan on two cores, against 0.4–1.2 s in place. A page
 * with frames (the admin's e-mail preview) still goes through `AxeBuilder`, which reaches into them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await stylesAtRest(page);
  const result: Pick<AxeResults, 'violations'> =
    page.frames().length > 1
      ? await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      : await inPlace(page);
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * Waits until the page's finite CSS transitions and animations have ended (not a spinner's endless
 * turn): a colour read mid-transition, such as a button fading to its hover colour under the pointer
 * that just clicked it, is neither its colour before nor after, and axe would judge its contrast.
 */
async function stylesAtRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function inPlace(page: Page): Promise<Pick<AxeResults, 'violations'>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then(({ violations }) => ({ violations })),
    AXE_TAGS,
  );
}

/** Opens `url`, waits until the network is quiet, and returns axe's violations of the page. */
export async function axeViolationsAt(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}

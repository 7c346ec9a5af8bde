import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();
const pages = [
  ['home', ''],
  ['job list', '/jobs'],
  ['job detail', '/jobs/1'],
  ['404', '/no-such-page'],
] as const;

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const locale of ['sk', 'en', 'de'] as const) {
    for (const [name, path] of pages) {
      it(`${name} in ${locale} has no violations`, async () => {
        const page = await browser.page({ consent: name !== 'home' });
        await page.goto(browser.baseUrl + (locale === 'sk' ? path || '/' : `/${locale}${path}`));
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = result.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  }
});

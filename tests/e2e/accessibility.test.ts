import { describe, expect, it } from 'vitest';
import { axeViolationsAt } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();
const pages = [
  ['home', ''],
  ['job list', '/jobs'],
  ['job detail', '/jobs/1'],
  ['404', '/no-such-page'],
  ['blog', '/blog'],
  ['blog post', '/blog/ako-sa-pripravit-na-technicky-pohovor'],
] as const;

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const locale of ['sk', 'en', 'de'] as const) {
    for (const [name, path] of pages) {
      it(`${name} in ${locale} has no violations`, async () => {
        const page = await browser.page({ consent: name !== 'home' });
        const url = browser.baseUrl + (locale === 'sk' ? path || '/' : `/${locale}${path}`);
        expect(await axeViolationsAt(page, url)).toEqual([]);
      });
    }
  }
});

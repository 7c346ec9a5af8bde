import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/fixtures.ts';
import { localizedPath, PAGE_LOCALES, PUBLIC_PAGES } from './support/public-pages.ts';

/**
 * No public page scrolls sideways: in Slovak, English and German (the longest words) at a phone's
 * 390 px, a tablet's 768 px, 1024 and 1100 px (where the German header used to push "Anmelden" off
 * the screen) and 1280 px, the document is no wider than the viewport.
 *
 * Cheap on purpose: one page per language loads each address once and is resized through the
 * widths (CSS media queries apply on resize; no page lays itself out by width in script).
 */
const browser = setupBrowser();
const WIDTHS = [1280, 1100, 1024, 768, 390] as const;

async function overflowsAt(page: Page, url: string, expectedStatus: number): Promise<string[]> {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response?.status() !== expectedStatus) return [`${url} answered ${response?.status()}`];
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const found = await page.evaluate((width) => {
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth <= width) return null;
      // Name the elements that reach past the right edge, for the failure message.
      const past = (e: Element) => e.getBoundingClientRect().right > width + 1;
      const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((e) => past(e) && ![...e.children].some(past))
        .slice(0, 3)
        .map((e) => `<${e.tagName.toLowerCase()}> "${(e.textContent ?? '').trim().slice(0, 40)}"`);
      return `${scrollWidth} px wide: ${culprits.join(', ')}`;
    }, width);
    if (found) problems.push(`${url} at ${width} px is ${found}`);
  }
  return problems;
}

describe('layout at phone, tablet and desktop widths', () => {
  it('no public page in sk, en or de is wider than the viewport at 390, 768, 1024, 1100 and 1280 px', async () => {
    const problems = await Promise.all(
      PAGE_LOCALES.map(async (locale) => {
        const page = await browser.page({ locale });
        const found: string[] = [];
        for (const { path, status } of PUBLIC_PAGES)
          found.push(
            ...(await overflowsAt(page, browser.baseUrl + localizedPath(locale, path), status ?? 200)),
          );
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
  }, 240_000);
});

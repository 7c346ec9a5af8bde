import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules the portal is held to: WCAG 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe's violations of the page as it is now, each as "rule: its first three targets". */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** Opens `url`, waits until the network is quiet, and returns axe's violations of the page. */
export async function axeViolationsAt(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}

// Screenshots of pages for a visual check: `npx tsx scripts/screenshot.ts http://localhost:3000 /jobs /en/jobs/1 …`
// Writes PNGs (desktop and mobile) to tests/.artifacts/screens/.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = 'tests/.artifacts/screens';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${name}${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`;
    await page.screenshot({ path: file, fullPage: name === 'desktop' });
    console.log(file);
  }
  await context.close();
}
await browser.close();

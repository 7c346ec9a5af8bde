import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '../../app/lib/scripts-after-first-paint.server.ts';

const MODULES = `;
import * as route0 from "/assets/root-C1.js";
import * as route1 from "/assets/jobs-x9.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-d.js"},"note":"</div> & \\u2028"};
  window.__reactRouterRouteModules = {"root":route0,"routes/jobs":route1};

import("/assets/entry.client-d.js");`;

/** What React Router's <Scripts> and React render for a page, in the order React streams it. */
const page = [
  '<!DOCTYPE html><html lang="sk"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" nonce="n0nce==" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-d.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/shell-S.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/framework-F.js" nonce="n0nce=="/>',
  '<title>Práca v IT</title></head><body><main><h1>Ponuky &amp; projekty</h1></main>',
  '<script nonce="n0nce==">window.__reactRouterContext = {"basename":"/"};</script>',
  `<script nonce="n0nce==" type="module" async="">${MODULES}</script>`,
  '<script nonce="n0nce==">window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

async function rewrite(chunks: string[]): Promise<string> {
  const transform = scriptsAfterFirstPaint();
  let out = '';
  transform.on('data', (d: Buffer | string) => (out += String(d)));
  const finished = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of chunks) transform.write(Buffer.from(chunk));
  transform.end();
  await finished;
  return out;
}

/** Runs the inline loader in a fake document and returns what it added to the head. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = /<script nonce="n0nce==">(\(function \(preloads, code\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const added: Record<string, string>[] = [];
  const paintObservers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    currentScript: { nonce: 'n0nce==' },
    visibilityState,
    head: { appendChild: (el: Record<string, string>) => added.push({ ...el }) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: () => {},
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(callback: (typeof paintObservers)[number]) {
      paintObservers.push(callback);
    }
    observe() {}
  }
  const context = {
    document,
    PerformanceObserver,
    setTimeout: (fn: () => void) => timers.push(fn),
    addEventListener: () => {},
    requestAnimationFrame: () => {},
  };
  runInNewContext(`var window = this; ${loader}`, context);
  const paint = (name: string) => {
    for (const observer of paintObservers) observer({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    timers.splice(0).forEach((fn) => fn());
  };
  return { added, paint };
}

describe('scripts after the first paint', () => {
  it('takes the module preloads out of the head and leaves the rest of the page as it was', async () => {
    const html = await rewrite([page]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" nonce="n0nce==" data-precedence="default"/>',
    );
    expect(html).toContain(
      '<title>Práca v IT</title></head><body><main><h1>Ponuky &amp; projekty</h1></main>',
    );
    expect(html).toContain(
      '<script nonce="n0nce==">window.__reactRouterContext = {"basename":"/"};</script>',
    );
    expect(html.endsWith('streamController.close();</script></body></html>')).toBe(true);
    // Nothing in the inline loader can end its script element early.
    const loader = html.slice(
      html.indexOf('(function (preloads'),
      html.indexOf('</script>', html.indexOf('(function (preloads')),
    );
    expect(loader).toContain('\\u003c/div>');
    expect(loader).not.toMatch(/<\/|<!--/);
  });

  it('gives the same page however the stream is cut', async () => {
    const whole = await rewrite([page]);
    for (let cut = 1; cut < page.length; cut += 7) {
      expect(await rewrite([page.slice(0, cut), page.slice(cut)])).toBe(whole);
    }
    const bytes = Buffer.from(page);
    const transform = scriptsAfterFirstPaint();
    let out = '';
    transform.on('data', (d: Buffer | string) => (out += String(d)));
    // Cut inside the two-byte "á" of "Práca" too.
    for (let i = 0; i < bytes.length; i += 5) transform.write(bytes.subarray(i, i + 5));
    transform.end();
    await new Promise((resolve) => transform.on('end', resolve));
    expect(out).toBe(whole);
  });

  it('adds the same preloads and module script, with the nonce, once the text is painted', async () => {
    const { added, paint } = runLoader(await rewrite([page]), 'visible');
    expect(added).toEqual([]);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(added.map((el) => el.href ?? el.type)).toEqual([
      '/assets/entry.client-d.js',
      '/assets/shell-S.js',
      '/assets/framework-F.js',
      'module',
    ]);
    expect(added[3]).toMatchObject({ tag: 'script', nonce: 'n0nce==', textContent: MODULES });
    paint('first-contentful-paint');
    expect(added).toHaveLength(4);
  });

  it('starts at once in a tab that is not visible', async () => {
    const { added } = runLoader(await rewrite([page]), 'hidden');
    expect(added.at(-1)).toMatchObject({ type: 'module', textContent: MODULES });
  });
});

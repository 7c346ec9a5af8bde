import { Transform, type TransformCallback } from 'node:stream';

/**
 * Rewrites a page's HTML as React streams it so that its scripts are fetched after the first paint
 * (ADR 091). React Router's `<Scripts>` renders `<link rel="modulepreload">` for every module the page
 * needs (React hoists them into the head) and one inline `<script type="module">` that imports the
 * route modules and starts hydration. On a fast connection the browser fetches, evaluates and
 * hydrates all of it before its first frame, so the text the server sent waits for the JavaScript.
 *
 * Here the preload links are taken out of the head, and the module script becomes a classic inline
 * script (same nonce) that, once the browser has painted the page's text, adds the same preload links
 * and the same module script: the modules are still fetched in parallel, only after the first paint.
 */
export function scriptsAfterFirstPaint(): Transform {
  const preloads: string[] = [];
  let pending = '';
  const decoder = new TextDecoder();

  const rewrite = (html: string) =>
    html
      .replace(PRELOAD, (_tag, href: string) => {
        preloads.push(decodeAttribute(href));
        return '';
      })
      .replace(MODULE_SCRIPT, (_tag, attributes: string, code: string) => {
        const args = [JSON.stringify(preloads), JSON.stringify(code)].map(inScript);
        return `<script${attributes}>(${LOADER})(${args.join(',')})</script>`;
      });

  /** Emits what cannot be part of an unfinished preload link or module script. */
  const flushable = (html: string) => {
    const openScript = html.lastIndexOf('<script');
    if (openScript > html.lastIndexOf('</script>')) return openScript;
    const openTag = html.lastIndexOf('<');
    return openTag > html.lastIndexOf('>') ? openTag : html.length;
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      pending = rewrite(pending);
      const cut = flushable(pending);
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      done(null, ready.length ? ready : undefined);
    },
    flush(done: TransformCallback) {
      pending = rewrite(pending + decoder.decode());
      done(null, pending.length ? pending : undefined);
    },
  });
}

const PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Runs in the browser with the preloads and the module script's text: adds them once the browser
 * reports its first contentful paint. Where paint timing is not available, one frame later; when the
 * page is or becomes hidden (no frames are produced), at once; and at the latest 3 s after `load`.
 * Written as text, so no build step can rewrite it.
 */
const LOADER = `function (preloads, code) {
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    document.head.appendChild(script);
  }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  addEventListener('load', function () { setTimeout(start, 3000); });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start, 0); });
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
}`.replace(/\s*\n\s*/g, ' ');

/** A JSON literal safe inside an HTML script element. */
const inScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<');

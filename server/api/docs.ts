import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

/** The API reference's browser bundle, from the installed npm package (no CDN). */
const BUNDLE = fileURLToPath(
  new URL('./browser/standalone.js', import.meta.resolve('@scalar/api-reference')),
);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Kariéra IT API</title>
</head>
<body>
<noscript>The API reference needs JavaScript. The OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<div id="api-reference"></div>
<script src="/api/docs/scalar.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** Starts the reference without inline script (the page keeps the strict Content-Security-Policy). */
const START = `window.Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
});
`;

/**
 * `/api/docs`: the interactive API reference (Scalar), served entirely from this server: the page,
 * the bundle of the `@scalar/api-reference` package and a start script. It works offline and
 * under the same Content-Security-Policy as every page (scripts from 'self' only, no CDN).
 */
export function apiDocs() {
  let bundle: Promise<Buffer> | undefined;
  return new Hono()
    .get('/', (c) => c.html(PAGE, 200, { 'cache-control': 'public, max-age=3600' }))
    .get('/start.js', (c) =>
      c.body(START, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    )
    .get('/scalar.js', async (c) => {
      bundle ??= readFile(BUNDLE);
      return c.body((await bundle) as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      });
    });
}

/**
 * What the browser may reach through ANY chain of imports (docs/ARCHITECTURE.md, "Dependency
 * rules"), run by `npm run lint` over `app`.
 *
 * This cruise models the page bundle: it starts from every browser module in `app/` and leaves out
 * what React Router keeps on the server — `*.server.ts(x)` modules (a route module's loader and
 * action, which `server-modules-from-routes` allows only route modules to name) and
 * `entry.server.tsx` — as well as type-only imports, which the compiler erases. Every module left
 * in the graph therefore ships to the browser, and the `reachable` rules fail when one of them leads,
 * however indirectly, to the database, the adapters, the server, Node's built-in modules or a
 * server-only package. The message names the chain.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS */
const { builtinModules } = require('node:module');
const layout = require('./.dependency-cruiser.cjs');

/** The browser modules of `app/`: the roots of the page bundle. */
const BROWSER = '^app/';
/** Packages that only run in Node (databases, mail, images, logging, the HTTP server…). */
const SERVER_PACKAGES = [
  '@electric-sql/pglite',
  '@hono/node-server',
  '@react-email/[^/]+',
  '@react-pdf/renderer',
  '@react-router/node',
  '@sentry/node',
  'better-auth',
  'csv-parse',
  'drizzle-orm',
  'hono',
  'i18next',
  'ioredis',
  'nodemailer',
  'pg',
  'pino',
  'prom-client',
  'sharp',
  'smtp-server',
].join('|');

module.exports = {
  forbidden: [
    {
      name: 'browser-reaches-no-server-code',
      comment:
        'browser code reaches nothing in db/, infra/ or server/ through any chain of imports (a core module that opens the database included)',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: ['^db/', '^infra/', '^server/'], reachable: true },
    },
    {
      name: 'browser-reaches-no-node-builtins',
      comment: "browser code reaches none of Node's built-in modules through any chain of imports",
      severity: 'error',
      from: { path: BROWSER },
      to: { path: `^(node:.+|${builtinModules.join('|')})$`, reachable: true },
    },
    {
      name: 'browser-reaches-no-server-packages',
      comment: 'browser code reaches no server-only package through any chain of imports',
      severity: 'error',
      from: { path: BROWSER },
      to: {
        path: [`node_modules/(${SERVER_PACKAGES})/`, `^(${SERVER_PACKAGES})(/|$)`],
        reachable: true,
      },
    },
  ],
  options: {
    ...layout.options,
    // Type-only imports are erased before the bundle is built: they are not in its graph.
    tsPreCompilationDeps: false,
    exclude: {
      path: [...layout.options.exclude.path, '\\.server\\.tsx?$', '^app/entry\\.server\\.tsx$'],
    },
  },
};

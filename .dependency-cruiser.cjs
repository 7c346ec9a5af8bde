/**
 * The folder layout's dependency rules (docs/ARCHITECTURE.md, "Dependency rules"), checked by
 * `npm run lint` over every source folder. These rules look at direct imports; what the browser may
 * reach through any chain of imports is checked over the page bundle's own graph by
 * `.dependency-cruiser-browser.cjs`. `tests/unit/dependency-rules.test.ts` plants a violation of
 * each rule.
 */

/** Modules that run only on the server inside `app/`: loaders and actions, the server entry. */
const APP_SERVER_ONLY = '^app/(.+\\.server\\.tsx?|entry\\.server\\.tsx)$';
/** The route modules (and the root route): the only browser modules that name a `*.server.ts`. */
const ROUTE_MODULES = '^app/(routes/.+|root\\.tsx)$';
/** The repository's tools: never imported by the product. */
const TOOLING = ['^tests/', '^scripts/', '^bench/'];
/** A package's files, resolved or not (`exports` maps that do not resolve keep the bare name). */
const pkg = (names) => [`node_modules/(${names})/`, `^(${names})(/|$)`];

module.exports = {
  forbidden: [
    {
      name: 'contracts-only-zod',
      comment: 'contracts imports nothing but zod, Node built-ins and other contracts',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: ['^contracts/', ...pkg('zod')], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-stays-pure',
      comment:
        'core imports contracts, db, core and plain packages; never React, React Router, Hono, infra, server, app, emails or documents',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        path: [
          '^app/',
          '^server/',
          '^infra/',
          '^emails/',
          '^documents/',
          ...pkg('react|react-dom|react-router|@react-router|hono|@hono'),
        ],
      },
    },
    {
      name: 'pure-calculators',
      comment: 'the calculators run in the browser too: they import only contracts, zod and each other',
      severity: 'error',
      from: { path: '^core/(salary/|questionnaire/|referrals/compute-commission\\.ts$)' },
      to: {
        pathNot: [
          '^contracts/',
          '^core/(salary/|questionnaire/|referrals/compute-commission\\.ts$)',
          ...pkg('zod'),
        ],
      },
    },
    {
      name: 'app-no-server-code',
      comment:
        'browser code (app/ but *.server.ts and entry.server.tsx) never imports db, infra or server (type-only imports aside)',
      severity: 'error',
      from: { path: '^app/', pathNot: APP_SERVER_ONLY },
      to: { path: ['^db/', '^infra/', '^server/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-modules-from-routes',
      comment:
        'only a route module names a *.server.ts (its loader and action, which React Router leaves out of the page bundle); other browser code does not',
      severity: 'error',
      from: { path: '^app/', pathNot: [APP_SERVER_ONLY, ROUTE_MODULES] },
      to: { path: '\\.server\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-server-no-db-or-infra',
      comment:
        'loaders, actions and the server entry reach the database and adapters through context.services: they import neither db nor infra, not even their types',
      severity: 'error',
      from: { path: APP_SERVER_ONLY },
      to: { path: ['^db/', '^infra/'] },
    },
    {
      name: 'app-server-only-server-types',
      comment:
        'loaders, actions and the server entry take from server/ only types (RequestContext, accounts); what they need runs through context',
      severity: 'error',
      from: { path: APP_SERVER_ONLY },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-isolation',
      comment:
        "a feature never imports another feature; routes compose them. The site's shell (layout/) and the admin area's kit (admin/: its page parts, tables, guard) serve every feature's pages",
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: {
        path: '^app/features/([^/]+)/',
        pathNot: ['^app/features/$1/', '^app/features/layout/', '^app/features/admin/'],
      },
    },
    {
      name: 'emails-stay-templates',
      comment: 'e-mail templates render data they are given: contracts and their own files only',
      severity: 'error',
      from: { path: '^emails/' },
      to: { path: ['^app/', '^server/', '^infra/', '^core/', '^db/', '^documents/'] },
    },
    {
      name: 'documents-stay-templates',
      comment: 'PDF templates render data they are given: contracts and their own files only',
      severity: 'error',
      from: { path: '^documents/' },
      to: { path: ['^app/', '^server/', '^infra/', '^core/', '^db/', '^emails/'] },
    },
    {
      name: 'infra-not-app',
      comment:
        'adapters implement core ports with db, emails and documents; they never import the pages or the composition root',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: ['^app/', '^server/'] },
    },
    {
      name: 'db-below-domain',
      comment:
        'db holds tables, migrations and the client: it never imports the pages, the server, adapters or templates',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: ['^app/', '^server/', '^infra/', '^emails/', '^documents/'] },
    },
    {
      name: 'db-not-core',
      comment:
        'core builds on db, not the other way round; only the demo data (db/seed/) builds its rows with core helpers',
      severity: 'error',
      from: { path: '^db/', pathNot: '^db/seed/' },
      to: { path: '^core/' },
    },
    {
      name: 'server-not-pages',
      comment: 'the server loads the React Router build at run time; it never imports app/ modules itself',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^app/' },
    },
    {
      name: 'product-not-tooling',
      comment: 'the product never imports tests, scripts or benchmarks',
      severity: 'error',
      from: { path: '^(app|core|contracts|db|infra|server|emails|documents)/' },
      to: { path: TOOLING },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^build/', '\\.react-router/', '^data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};

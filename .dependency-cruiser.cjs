/** The folder layout's dependency rules (docs/ARCHITECTURE.md#dependency-rules), checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'contracts-only-zod',
      comment: 'contracts imports nothing but zod (and other contracts)',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: ['^contracts/', 'node_modules/zod/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-stays-pure',
      comment:
        'core imports contracts, db and core only; never React, React Router, Hono, infra, server or app',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        path: [
          '^app/',
          '^server/',
          '^infra/',
          'node_modules/(react|react-dom|react-router|@react-router|hono|@hono)/',
        ],
      },
    },
    {
      name: 'pure-calculators',
      comment: 'calculators run in the browser too: they import only contracts',
      severity: 'error',
      from: { path: '^core/(salary|questionnaire|referrals/commission)' },
      to: { pathNot: ['^contracts/', '^core/(salary|questionnaire|referrals)/', 'node_modules/zod/'] },
    },
    {
      name: 'app-no-server-code',
      comment: 'app never imports db, infra or server, except from *.server.ts files',
      severity: 'error',
      from: { path: '^app/', pathNot: '\\.server\\.tsx?$' },
      to: { path: ['^db/', '^infra/', '^server/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-isolation',
      comment: 'a feature never imports another feature; routes compose them',
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/([^/]+)/', pathNot: ['^app/features/$1/', '^app/features/layout/'] },
    },
    {
      name: 'emails-stay-templates',
      comment: 'e-mail templates render data they are given: contracts and their own files only',
      severity: 'error',
      from: { path: '^emails/' },
      to: { path: ['^app/', '^server/', '^infra/', '^core/', '^db/'] },
    },
    {
      name: 'infra-not-app',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: ['^app/', '^server/'] },
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
    exclude: { path: ['node_modules', 'build', '\\.react-router', 'data'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};

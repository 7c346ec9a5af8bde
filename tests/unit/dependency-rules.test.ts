import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The folder layout's dependency rules (docs/ARCHITECTURE.md, `.dependency-cruiser.cjs` and
 * `.dependency-cruiser-browser.cjs`): each rule fails on a violation planted in a small tree of
 * files, and the allowed imports planted beside them pass. That the repository itself passes is
 * `npm run lint`'s part (the gate's checks), not cruised a second time here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const LAYOUT_CONFIG = path.join(root, '.dependency-cruiser.cjs');
const BROWSER_CONFIG = path.join(root, '.dependency-cruiser-browser.cjs');
/** What `npm run lint` cruises with each configuration. */
const LAYOUT_FOLDERS = ['app', 'core', 'contracts', 'db', 'infra', 'server', 'emails', 'documents'];
const TOOLING_FOLDERS = ['tests', 'scripts', 'bench'];

type Files = Record<string, string>;

/** Imports every configuration allows: none of them may be reported. */
const allowed: Files = {
  'contracts/jobs.ts': "import { z } from 'zod';\nexport const jobSchema = z.object({});\n",
  'contracts/paths.ts': "import path from 'node:path';\nexport const sep = path.sep;\n",
  'db/client.ts': 'export const db = { rows: [] as string[] };\n',
  'db/schema/jobs.ts': "import { db } from '../client.ts';\nexport const jobs = db.rows;\n",
  'db/seed/seed.ts':
    "import { defaultLocale } from '../../core/shared/locale.ts';\nimport { jobs } from '../schema/jobs.ts';\nexport const seed = () => [defaultLocale, ...jobs];\n",
  'core/shared/locale.ts': "export const defaultLocale = 'sk';\n",
  'core/jobs/find-jobs.ts':
    "import { jobSchema } from '../../contracts/jobs.ts';\nimport { jobs } from '../../db/schema/jobs.ts';\nexport const findJobs = () => [jobSchema, jobs];\n",
  'core/jobs/rate-range.ts': 'export const rateRange = (a: number, b: number) => `${a}–${b}`;\n',
  'core/salary/tax.ts':
    "import { z } from 'zod';\nexport const tax = (n: number) => z.number().parse(n) / 5;\n",
  'core/referrals/compute-commission.ts':
    "import { tax } from '../salary/tax.ts';\nexport const commission = (n: number) => tax(n) / 10;\n",
  'infra/tasks/task-queue.ts':
    "import { db } from '../../db/client.ts';\nimport { findJobs } from '../../core/jobs/find-jobs.ts';\nexport const enqueue = () => [db, findJobs];\n",
  'server/account-types.ts': 'export interface Account { id: string }\n',
  'server/config.ts': "import { db } from '../db/client.ts';\nexport const config = { db };\n",
  'server/app.ts':
    "import { enqueue } from '../infra/tasks/task-queue.ts';\nimport { config } from './config.ts';\nexport const app = [enqueue, config];\n",
  'emails/welcome.tsx':
    "import { jobSchema } from '../contracts/jobs.ts';\nexport const welcome = jobSchema;\n",
  'documents/cv-pdf.tsx': "import { jobSchema } from '../contracts/jobs.ts';\nexport const cv = jobSchema;\n",
  // A route module names its loader (React Router keeps it on the server) and server types.
  'app/routes/jobs.tsx': [
    "import type { Account } from '../../server/account-types.ts';",
    "import { defaultLocale } from '../../core/shared/locale.ts';",
    "import { JobCard } from '../features/jobs/job-card.tsx';",
    "export { loader } from './jobs.server.ts';",
    'export default (a: Account) => [a, defaultLocale, JobCard];',
    '',
  ].join('\n'),
  'app/routes/jobs.server.ts': [
    "import type { Account } from '../../server/account-types.ts';",
    "import { findJobs } from '../../core/jobs/find-jobs.ts';",
    'export const loader = (a: Account) => [a, findJobs()];',
    '',
  ].join('\n'),
  'app/features/jobs/job-card.tsx': [
    "import { rateRange } from '../../../core/jobs/rate-range.ts';",
    "import { commission } from '../../../core/referrals/compute-commission.ts';",
    "import { Frame } from '../layout/frame.tsx';",
    'export const JobCard = () => [rateRange(1, 2), commission(3), Frame];',
    '',
  ].join('\n'),
  'app/features/layout/frame.tsx': 'export const Frame = 1;\n',
  // A feature's admin form is built from the admin area's kit.
  'app/features/admin/admin-page.tsx':
    "import { Frame } from '../layout/frame.tsx';\nexport const AdminCard = Frame;\n",
  'app/features/jobs/job-form.tsx':
    "import { AdminCard } from '../admin/admin-page.tsx';\nexport const JobForm = AdminCard;\n",
  'scripts/seed.ts':
    "import { config } from '../server/config.ts';\nimport { seed } from '../db/seed/seed.ts';\nexport const run = () => [config, seed()];\n",
  'tests/unit/jobs.test.ts':
    "import { app } from '../../server/app.ts';\nimport { run } from '../../scripts/seed.ts';\nexport const t = [app, run];\n",
};

/** One planted violation (or more) per rule of `.dependency-cruiser.cjs`, with what it must report. */
const layoutPlants: { rule: string; files: Files; from: string; to: string }[] = [
  {
    rule: 'contracts-only-zod',
    files: {
      'contracts/bad.ts':
        "import { defaultLocale } from '../core/shared/locale.ts';\nexport const x = defaultLocale;\n",
    },
    from: 'contracts/bad.ts',
    to: 'core/shared/locale.ts',
  },
  {
    rule: 'core-stays-pure',
    files: { 'core/jobs/bad-react.ts': "import { useState } from 'react';\nexport const x = useState;\n" },
    from: 'core/jobs/bad-react.ts',
    to: 'node_modules/react/index.js',
  },
  {
    rule: 'core-stays-pure',
    files: {
      'core/jobs/bad-infra.ts':
        "import { enqueue } from '../../infra/tasks/task-queue.ts';\nexport const x = enqueue;\n",
    },
    from: 'core/jobs/bad-infra.ts',
    to: 'infra/tasks/task-queue.ts',
  },
  {
    rule: 'pure-calculators',
    files: {
      'core/referrals/compute-commission.ts':
        "import { findJobs } from '../jobs/find-jobs.ts';\nexport const commission = (n: number) => [n, findJobs];\n",
    },
    from: 'core/referrals/compute-commission.ts',
    to: 'core/jobs/find-jobs.ts',
  },
  {
    rule: 'app-no-server-code',
    files: {
      'app/features/jobs/bad-db.tsx': "import { db } from '../../../db/client.ts';\nexport const x = db;\n",
    },
    from: 'app/features/jobs/bad-db.tsx',
    to: 'db/client.ts',
  },
  {
    rule: 'server-modules-from-routes',
    files: {
      'app/features/jobs/bad-loader.tsx':
        "import { loader } from '../../routes/jobs.server.ts';\nexport const x = loader;\n",
    },
    from: 'app/features/jobs/bad-loader.tsx',
    to: 'app/routes/jobs.server.ts',
  },
  {
    rule: 'app-server-no-db-or-infra',
    files: {
      'app/routes/bad.server.ts':
        "import type { db } from '../../db/client.ts';\nexport const x = (d: typeof db) => d;\n",
    },
    from: 'app/routes/bad.server.ts',
    to: 'db/client.ts',
  },
  {
    rule: 'app-server-only-server-types',
    files: {
      'app/features/jobs/form.server.ts':
        "import { config } from '../../../server/config.ts';\nexport const x = config;\n",
    },
    from: 'app/features/jobs/form.server.ts',
    to: 'server/config.ts',
  },
  {
    rule: 'feature-isolation',
    files: {
      'app/features/blog/post.tsx':
        "import { JobCard } from '../jobs/job-card.tsx';\nexport const x = JobCard;\n",
    },
    from: 'app/features/blog/post.tsx',
    to: 'app/features/jobs/job-card.tsx',
  },
  {
    rule: 'feature-isolation',
    files: {
      'app/features/admin/jobs-table.tsx':
        "import { JobCard } from '../jobs/job-card.tsx';\nexport const x = JobCard;\n",
    },
    from: 'app/features/admin/jobs-table.tsx',
    to: 'app/features/jobs/job-card.tsx',
  },
  {
    rule: 'emails-stay-templates',
    files: {
      'emails/bad.tsx':
        "import { defaultLocale } from '../core/shared/locale.ts';\nexport const x = defaultLocale;\n",
    },
    from: 'emails/bad.tsx',
    to: 'core/shared/locale.ts',
  },
  {
    rule: 'documents-stay-templates',
    files: { 'documents/bad.tsx': "import { db } from '../db/client.ts';\nexport const x = db;\n" },
    from: 'documents/bad.tsx',
    to: 'db/client.ts',
  },
  {
    rule: 'infra-not-app',
    files: { 'infra/bad.ts': "import { config } from '../server/config.ts';\nexport const x = config;\n" },
    from: 'infra/bad.ts',
    to: 'server/config.ts',
  },
  {
    rule: 'db-below-domain',
    files: {
      'db/seed/cli.ts': "import { config } from '../../server/config.ts';\nexport const x = config;\n",
    },
    from: 'db/seed/cli.ts',
    to: 'server/config.ts',
  },
  {
    rule: 'db-not-core',
    files: {
      'db/schema/bad.ts':
        "import { defaultLocale } from '../../core/shared/locale.ts';\nexport const x = defaultLocale;\n",
    },
    from: 'db/schema/bad.ts',
    to: 'core/shared/locale.ts',
  },
  {
    rule: 'server-not-pages',
    files: { 'server/bad.ts': "import page from '../app/routes/jobs.tsx';\nexport const x = page;\n" },
    from: 'server/bad.ts',
    to: 'app/routes/jobs.tsx',
  },
  {
    rule: 'product-not-tooling',
    files: {
      'core/jobs/bad-test.ts': "import { t } from '../../tests/unit/jobs.test.ts';\nexport const x = t;\n",
    },
    from: 'core/jobs/bad-test.ts',
    to: 'tests/unit/jobs.test.ts',
  },
  {
    rule: 'no-circular',
    files: {
      'core/cycle/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'core/cycle/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    },
    from: 'core/cycle/a.ts',
    to: 'core/cycle/b.ts',
  },
];

/** Chains of imports from browser code, for `.dependency-cruiser-browser.cjs`. */
const browserPlants: { rule: string; files: Files; to: string; via: string[] }[] = [
  {
    // The case: a browser component imports a core module that opens the database.
    rule: 'browser-reaches-no-server-code',
    files: {
      'app/features/jobs/job-card.tsx':
        "import { rateRange } from '../../../core/jobs/rate-range.ts';\nexport const JobCard = () => rateRange(1, 2);\n",
      'core/jobs/rate-range.ts':
        "import { findJobs } from './find-jobs.ts';\nexport const rateRange = (a: number, b: number) => [a, b, findJobs()];\n",
    },
    to: 'db/client.ts',
    via: ['core/jobs/rate-range.ts', 'core/jobs/find-jobs.ts', 'db/schema/jobs.ts', 'db/client.ts'],
  },
  {
    rule: 'browser-reaches-no-node-builtins',
    files: {
      'app/lib/ids.ts': "import { newId } from '../../core/shared/ids.ts';\nexport const id = newId;\n",
      'core/shared/ids.ts':
        "import { randomUUID } from 'node:crypto';\nexport const newId = () => randomUUID();\n",
    },
    to: 'crypto',
    via: ['core/shared/ids.ts', 'crypto'],
  },
  {
    rule: 'browser-reaches-no-server-packages',
    files: {
      'app/lib/filter.ts':
        "import { byLocale } from '../../core/shared/filter.ts';\nexport const f = byLocale;\n",
      'core/shared/filter.ts': "import { sql } from 'drizzle-orm';\nexport const byLocale = sql`locale`;\n",
    },
    to: 'node_modules/drizzle-orm/index.js',
    via: ['core/shared/filter.ts', 'node_modules/drizzle-orm/index.js'],
  },
];

/** A package's file, wherever the temporary tree resolved it from. */
const normalize = (source: string) => source.replace(/^.*?(node_modules\/)/, '$1');

interface Found {
  rule: string;
  from: string;
  to: string;
  via: string[];
}

let scratch: string;
let tsConfig: ReturnType<typeof extractTSConfig>;

async function run(config: string, baseDir: string, folders: string[]): Promise<Found[]> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(config)), baseDir };
  const present = folders.filter((folder) => existsSync(path.join(baseDir, folder)));
  const { output } = await cruise(present, options, {}, { tsConfig });
  return (output as ICruiseResult).summary.violations.map((v) => ({
    rule: v.rule.name,
    from: normalize(v.from),
    to: normalize(v.to),
    via: (v.via ?? []).map((step) => normalize(step.name)),
  }));
}

/** Writes `files` into a fresh folder (with the project's packages) and returns it. */
async function plant(files: Files): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'tree-'));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

const ruleNames = async (config: string) =>
  ((await extractDepcruiseOptions(config)).ruleSet?.forbidden ?? []).map((r) => r.name);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'dependency-rules-'));
  tsConfig = extractTSConfig(path.join(root, 'tsconfig.json'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the layout rules (.dependency-cruiser.cjs)', () => {
  it('allow what the architecture allows', async () => {
    const dir = await plant(allowed);
    expect(await run(LAYOUT_CONFIG, dir, [...LAYOUT_FOLDERS, ...TOOLING_FOLDERS])).toEqual([]);
  });

  it('each report its planted violation, and only that', async () => {
    const planted = Object.assign({}, allowed, ...layoutPlants.map((p) => p.files)) as Files;
    const dir = await plant(planted);
    const found = await run(LAYOUT_CONFIG, dir, [...LAYOUT_FOLDERS, ...TOOLING_FOLDERS]);
    const pairs = found.map(({ rule, from, to }) => ({ rule, from, to }));

    for (const { rule, from, to } of layoutPlants) expect(pairs).toContainEqual({ rule, from, to });
    // Nothing else is reported.
    expect(pairs).toHaveLength(layoutPlants.length);
    // Every rule of the configuration is planted here.
    expect(new Set(pairs.map((p) => p.rule))).toEqual(new Set(await ruleNames(LAYOUT_CONFIG)));
  });
});

describe('the browser rules (.dependency-cruiser-browser.cjs)', () => {
  it('allow route modules to name their loaders, server types and pure core modules', async () => {
    const dir = await plant(allowed);
    expect(await run(BROWSER_CONFIG, dir, ['app'])).toEqual([]);
  });

  it('fail on a chain of imports from browser code, naming the chain', async () => {
    const planted = Object.assign({}, allowed, ...browserPlants.map((p) => p.files)) as Files;
    const dir = await plant(planted);
    const found = await run(BROWSER_CONFIG, dir, ['app']);

    for (const { rule, to, via } of browserPlants) {
      const hit = found.find((f) => f.rule === rule && f.to === to);
      expect(hit, `${rule} → ${to}`).toBeDefined();
      expect(hit?.from).toMatch(/^app\//);
      expect(hit?.via).toEqual(expect.arrayContaining(via));
    }
    // Only modules on the planted chains are reported, and no chain passes through a loader (the
    // route module's own loader also reaches the database, on the server).
    const onChains = new Set(browserPlants.flatMap((p) => p.via));
    for (const f of found) {
      expect(onChains).toContain(f.to);
      expect(f.via.join(' ')).not.toMatch(/\.server\.ts/);
    }
    expect(new Set(found.map((f) => f.rule))).toEqual(new Set(await ruleNames(BROWSER_CONFIG)));
  });
});

describe('the repository', () => {
  it('is cruised by `npm run lint` with both configurations, over every folder they cover', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toContain(
      `depcruise --config .dependency-cruiser.cjs ${[...LAYOUT_FOLDERS, ...TOOLING_FOLDERS].join(' ')} &&`,
    );
    expect(scripts.lint).toContain('depcruise --config .dependency-cruiser-browser.cjs app &&');
  });
});

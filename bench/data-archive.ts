// `npx tsx bench/data-archive.ts [postgres://admin-url]`: export and import time and peak memory of
// `npm run data:export` / `data:import` (ADR 134) at two sizes, 10,000 jobs with 100 MB of files and
// 100,000 jobs with 1 GB, on PostgreSQL with files on disk. Each command runs in its own Node process
// whose resident memory is sampled every 50 ms (and its kernel high-water mark, VmHWM, read at the
// end): if the commands stream, the peak stays the same when the data grows tenfold. Everything
// generated (databases, files, archives) is deleted afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../db/client.ts';
import { generateJobs } from '../db/seed/generate-jobs.ts';
import { loadReferenceData } from '../db/seed/reference.ts';
import { seedDemoData } from '../db/seed/seed.ts';

const ADMIN_URL =
  process.argv[2] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FILE_SIZE = 1024 * 1024;
const SIZES = [
  { jobs: 10_000, files: 100 },
  { jobs: 100_000, files: 1000 },
];

const withDb = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function kib(status: string, field: string): number {
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
}

/** Runs a command script in its own Node process; its wall time and peak resident memory. */
async function measure(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log += String(chunk)));
  let peak = 0;
  let hwm = 0;
  const sample = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peak = Math.max(peak, kib(status, 'VmRSS'));
      hwm = Math.max(hwm, kib(status, 'VmHWM'));
    } catch {
      // exited
    }
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sample);
  if (code !== 0) throw new Error(`${script} failed (${code}): ${log}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: Math.max(peak, hwm) / 1024,
    log: log.trim(),
  };
}

async function run(size: { jobs: number; files: number }, work: string) {
  const tag = `${size.jobs}`;
  const sourceDb = `kariera_bench_export_src_${tag}`;
  const targetDb = `kariera_bench_export_dst_${tag}`;
  await admin(`drop database if exists ${sourceDb} with (force)`);
  await admin(`drop database if exists ${targetDb} with (force)`);
  await admin(`create database ${sourceDb}`);
  await admin(`create database ${targetDb}`);
  const sourceDir = path.join(work, `source-${tag}`);
  const targetDir = path.join(work, `target-${tag}`);
  const archive = path.join(work, `portal-${tag}.tar`);
  try {
    const database = await openDatabase({ databaseUrl: withDb(sourceDb), poolSize: 2 });
    await database.migrate();
    await loadReferenceData(database.db);
    await seedDemoData(database.db);
    const [{ n: have } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from job`,
    );
    await generateJobs(database.db, size.jobs - have);
    // Generated files (random bytes, which do not compress), each with its stored_file row.
    const uploads = path.join(sourceDir, 'uploads', 'cv-file');
    mkdirSync(uploads, { recursive: true });
    for (let i = 0; i < size.files; i++) {
      const id = randomBytes(16).toString('hex');
      writeFileSync(path.join(uploads, `${id}.pdf`), randomBytes(FILE_SIZE));
      await database.db.execute(
        sql`insert into stored_file (id, kind, storage_key, original_name, mime_type, size)
            values (${id}, 'cv-file', ${`cv-file/${id}.pdf`}, 'cv.pdf', 'application/pdf', ${FILE_SIZE})`,
      );
    }
    const [{ jobs } = { jobs: 0 }] = await queryRows<{ jobs: number }>(
      database.db,
      sql`select count(*)::int as jobs from job`,
    );
    await database.close();

    const common = { BETTER_AUTH_SECRET: 'bench-secret-'.repeat(3), LOG_LEVEL: 'silent' };
    const exported = await measure('scripts/data-archive.ts', ['export', archive], {
      ...common,
      DATA_DIR: sourceDir,
      DATABASE_URL: withDb(sourceDb),
    });
    const imported = await measure('scripts/data-archive.ts', ['import', archive], {
      ...common,
      DATA_DIR: targetDir,
      DATABASE_URL: withDb(targetDb),
    });
    return { ...size, jobs, archiveMb: statSync(archive).size / 1024 / 1024, exported, imported };
  } finally {
    rmSync(sourceDir, { recursive: true, force: true });
    rmSync(targetDir, { recursive: true, force: true });
    rmSync(archive, { force: true });
    await admin(`drop database if exists ${sourceDb} with (force)`);
    await admin(`drop database if exists ${targetDb} with (force)`);
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'kariera-bench-archive-'));
const before = loadavg();
const results = [];
try {
  for (const size of SIZES) {
    const result = await run(size, work);
    results.push(result);
    console.log(
      `${result.jobs} jobs, ${result.files} MB of files: archive ${result.archiveMb.toFixed(0)} MB; ` +
        `export ${result.exported.seconds.toFixed(1)} s, peak ${result.exported.peakMb.toFixed(0)} MB; ` +
        `import ${result.imported.seconds.toFixed(1)} s, peak ${result.imported.peakMb.toFixed(0)} MB`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify({ loadBefore: before, loadAfter: loadavg(), results }, null, 2));

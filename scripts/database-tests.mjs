// The unit and integration test files that use a database: those whose imports (followed through
// tests/) reach tests/setup/test-db.ts or db/client.ts. The PostgreSQL pass of the gate runs only
// these; the other files test code that never sees a database, and PGlite's pass covers them.
// With PostgreSQL at hand, only PGLITE_PARITY_TESTS among them run on PGlite too (ADR 164).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DATABASE_MODULES = new Set([path.resolve('tests/setup/test-db.ts'), path.resolve('db/client.ts')]);
/** Static imports and re-exports at the start of a line, and dynamic imports (not code inside strings). */
const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const TESTS = path.resolve('tests');

/**
 * The database files that run on PGlite as well when PostgreSQL is at hand: those whose subject is
 * the embedded database itself (its data directory, archive, outbox, start-up and reference data) or
 * where the two engines could answer differently (full-text search with unaccent and trigrams, the
 * task queue's locking, the database rate limiter, a migration that moves stored data, the test
 * database's one connection). Every other database file tests what a feature does over SQL that both
 * engines run alike (PGlite is PostgreSQL compiled to WebAssembly): with PostgreSQL at hand it runs
 * once, on PostgreSQL, the production shape, with one connection like PGlite's (ADR 164). The
 * embedded database still serves every end-to-end test.
 */
export const PGLITE_PARITY_TESTS = [
  'tests/integration/cv-bilingual-migration.test.ts',
  'tests/integration/data-archive.test.ts',
  'tests/integration/job-search-matching.test.ts',
  'tests/integration/job-search.test.ts',
  'tests/integration/mail-identity.test.ts',
  'tests/integration/net-pay.test.ts',
  'tests/integration/operator-files.test.ts',
  'tests/integration/rate-limiter.test.ts',
  'tests/integration/reference-data.test.ts',
  'tests/integration/task-runner.test.ts',
  'tests/integration/test-database.test.ts',
];

/**
 * The files that check how fast the server stays responsive under hostile input (a health check
 * answered within 2 s while a ZIP bomb is refused, eight maximum-size uploads served before their
 * 15-second wait for a turn ends, a socket's lingering close, a fetch given up at its timeout, the
 * event loop's longest stall while a file is parsed). Beside the browser tests on two cores they
 * measured the machine's load instead; the gate runs them last, alone (ADR 164).
 */
export const QUIET_TESTS = [
  'tests/integration/body-limits.test.ts',
  'tests/integration/hostile-uploads.test.ts',
  'tests/integration/lingering-close.test.ts',
  'tests/integration/link-fetcher.test.ts',
  'tests/unit/hostile-files.test.ts',
];

/** Whether `file` or a test helper it imports reaches a database module. */
function usesDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, fromStatement, fromCall] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), fromStatement ?? fromCall);
    if (DATABASE_MODULES.has(target)) return true;
    if (target.startsWith(TESTS + path.sep) && existsSync(target) && usesDatabase(target, seen)) return true;
  }
  return false;
}

/** The test files (relative paths) of `dirs` that use a database. */
export function databaseTestFiles(dirs = ['tests/unit', 'tests/integration']) {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .filter((name) => String(name).endsWith('.test.ts'))
        .map((name) => path.join(dir, String(name))),
    )
    .filter((file) => usesDatabase(path.resolve(file)))
    .sort();
}

/** The database files that, with PostgreSQL at hand, run on it only: all but the parity files. */
export function postgresOnlyTestFiles() {
  return databaseTestFiles().filter((file) => !PGLITE_PARITY_TESTS.includes(file));
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(databaseTestFiles().join('\n'));

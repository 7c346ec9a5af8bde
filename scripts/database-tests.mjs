// The unit and integration test files that use a database: those whose imports (followed through
// tests/) reach tests/setup/test-db.ts or db/client.ts. The PostgreSQL pass of the gate runs only
// these; the other files test code that never sees a database, and PGlite's pass covers them.
// HTTP_SURFACE_TESTS run on PostgreSQL only, when it is at hand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DATABASE_MODULES = new Set([path.resolve('tests/setup/test-db.ts'), path.resolve('db/client.ts')]);
/** Static imports and re-exports at the start of a line, and dynamic imports (not code inside strings). */
const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const TESTS = path.resolve('tests');

/**
 * The files that attack the HTTP surface: the fuzzers of page actions and API routes, the API
 * contract, body and upload limits, the limits on password checks and sign-ins, and client
 * addresses. What they check is how a request is handled, not how a driver stores the rows, and
 * they were half of the PGlite pass's time. With PostgreSQL at hand the gate runs them once, on it
 * (the production shape); without it, on PGlite. What lies under them (the rate limiter, the file
 * store, the schema) has files of its own that run on both drivers (ADR 162).
 */
export const HTTP_SURFACE_TESTS = [
  'tests/integration/api-fuzz.test.ts',
  'tests/integration/body-limits.test.ts',
  'tests/integration/client-address.test.ts',
  'tests/integration/hostile-uploads.test.ts',
  'tests/integration/openapi-contract.test.ts',
  'tests/integration/page-action-fuzz-admin.test.ts',
  'tests/integration/page-action-fuzz-anonymous.test.ts',
  'tests/integration/page-action-fuzz-candidate.test.ts',
  'tests/integration/password-limits.test.ts',
  'tests/integration/sign-in-limits.test.ts',
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

if (import.meta.url === `file://${process.argv[1]}`) console.log(databaseTestFiles().join('\n'));

// The unit and integration test files that use a database: those whose imports (followed through
// tests/) reach tests/setup/test-db.ts or db/client.ts. The PostgreSQL pass of the gate runs only
// these; the other files test code that never sees a database, and PGlite's pass covers them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DATABASE_MODULES = new Set([path.resolve('tests/setup/test-db.ts'), path.resolve('db/client.ts')]);
/** Static imports and re-exports at the start of a line, and dynamic imports (not code inside strings). */
const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const TESTS = path.resolve('tests');

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

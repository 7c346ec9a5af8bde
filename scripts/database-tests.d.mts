/** The database files that run on PGlite as well when PostgreSQL is at hand (ADR 164). */
export const PGLITE_PARITY_TESTS: readonly string[];
/** The test files (relative paths) of `dirs` that use a database. */
export function databaseTestFiles(dirs?: string[]): string[];
/** The database files that, with PostgreSQL at hand, run on it only. */
export function postgresOnlyTestFiles(): string[];
/** The files that measure responsiveness: the gate runs them last, alone (ADR 164). */
export const QUIET_TESTS: readonly string[];

/** The files attacking the HTTP surface, run on PostgreSQL only when it is at hand (ADR 162). */
export const HTTP_SURFACE_TESTS: readonly string[];
/** The test files (relative paths) of `dirs` that use a database. */
export function databaseTestFiles(dirs?: string[]): string[];

/**
 * The settings of the run's one shared server (`tests/e2e/global-server.ts`), for the files that need
 * no server of their own: relaxed rate limits (every test comes from 127.0.0.1), one HR address, and
 * one admin address per file that needs an admin, fixed before the server starts.
 */
export const HR_EMAIL = 'hr@kariera.test';

/** The files on the shared server that sign in an admin, each with an address of its own. */
const ADMIN_FILES = ['apply', 'client-cv', 'recruiters'] as const;

/** The admin address of `file` on the shared server. */
export const sharedAdminEmail = (file: (typeof ADMIN_FILES)[number]) => `admin.${file}@kariera.test`;

export const SHARED_SERVER_ENV: Record<string, string> = {
  RATE_LIMIT_SCALE: '20',
  HR_EMAIL,
  ADMIN_EMAILS: ADMIN_FILES.map(sharedAdminEmail).join(','),
};

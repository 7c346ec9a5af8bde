import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Columns naming a candidate's CV for the admin pages: its share token once the CV has content (a
 * `cv_content` row) and the id of the uploaded CV document. `userId` is the candidate's column of
 * the query they are added to (a column, or the SQL naming it in a query of its own).
 */
export const candidateCvColumns = (userId: PgColumn | SQL) => ({
  cvToken: sql<
    string | null
  >`(select s.token from cv_settings s join cv_content c on c.user_id = s.user_id where s.user_id = ${userId})`,
  cvFileId: sql<string | null>`(select c.uploaded_cv_file_id from cv_content c where c.user_id = ${userId})`,
});

/** The CV of a row with `candidateCvColumns`, as the admin contracts carry it. */
export const candidateCvOf = (row: { cvToken: string | null; cvFileId: string | null }) =>
  row.cvToken ? { token: row.cvToken, fileId: row.cvFileId } : null;

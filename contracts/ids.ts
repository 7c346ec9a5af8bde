import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4), the type of the portal's serial ids. */
export const INT4_MAX = 2_147_483_647;

/**
 * Whether a typed text is a number that can be a row id: digits only, 1 … 2,147,483,647. A longer
 * number compared with an `integer` column is a database error, not "no match".
 */
export const isRowId = (value: string) =>
  /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= INT4_MAX;

/** A serial id from a form, a query or a path: a whole number in the range of an `integer` column. */
export const rowIdSchema = z.coerce.number().int().positive().max(INT4_MAX);

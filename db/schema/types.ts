import { customType } from 'drizzle-orm/pg-core';

/** A `tsvector` column; written only by the database (generated column). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Text owned by the portal, in each of its languages. */
export type LocalizedText = { sk: string; en: string; de: string };

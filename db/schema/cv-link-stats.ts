import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { candidateProfile } from './candidates.ts';

/**
 * How often a CV's shared link was used, per CV and day (ADR 116): counters only. Nothing about the
 * visitor is stored, neither an address, an account, a browser nor a time of day. Days older than
 * 90 are deleted when a new use is counted.
 */
export const cvLinkDay = pgTable(
  'cv_link_day',
  {
    userId: text('user_id')
      .notNull()
      .references(() => candidateProfile.userId, { onDelete: 'cascade' }),
    /** The day in Europe/Bratislava. */
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    pdfDownloads: integer('pdf_downloads').notNull().default(0),
    docxDownloads: integer('docx_downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('cv_link_day_day_idx').on(t.day)],
);

/** The CV's downloads since counting began, kept when the days are pruned. */
export const cvLinkTotal = pgTable('cv_link_total', {
  userId: text('user_id')
    .primaryKey()
    .references(() => candidateProfile.userId, { onDelete: 'cascade' }),
  pdfDownloads: integer('pdf_downloads').notNull().default(0),
  docxDownloads: integer('docx_downloads').notNull().default(0),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

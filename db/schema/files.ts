import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** An uploaded file (CV, photo, event image). The bytes live in the file store under `storageKey`. */
export const storedFile = pgTable('stored_file', {
  id: text('id').primaryKey(),
  ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'cascade' }),
  /** cv | avatar | cv-photo | cv-file | cv-pdf | event-image | questionnaire-cv */
  kind: text('kind').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

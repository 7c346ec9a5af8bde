import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './types.ts';

/** A technology (expertise) with its type and its category in the salary questionnaire. */
export const expertise = pgTable('expertise', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  type: text('type').notNull(),
  /** basic | backend | frontend | special | other (adequate-salary formula). */
  category: text('category').notNull().default('other'),
  /** EUR bonus of a special technology. */
  bonus: integer('bonus').notNull().default(0),
});

export const profession = pgTable('profession', {
  code: text('code').primaryKey(),
  isIt: boolean('is_it').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Which professions' jobs are similar to a profession's (docs/product/entities.md compatibility). */
export const professionCompatibility = pgTable(
  'profession_compatibility',
  {
    professionCode: text('profession_code')
      .notNull()
      .references(() => profession.code),
    compatibleCode: text('compatible_code')
      .notNull()
      .references(() => profession.code),
  },
  (t) => [primaryKey({ columns: [t.professionCode, t.compatibleCode] })],
);

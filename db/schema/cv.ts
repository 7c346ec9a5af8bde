import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A free text in the CV's two languages, `{ "sk": …, "en": … }` (ADR 110): each version under the
 * language it is written in, so changing the CV's primary language moves nothing.
 */
type LocalizedText = { sk?: string; en?: string };
const localized = (name: string) => jsonb(name).$type<LocalizedText>();
import { candidateProfile } from './candidates.ts';
import { expertise } from './catalog.ts';
import { storedFile } from './files.ts';

/** How a candidate's CV is shared (docs/product/entities.md, docs/product/states.md). */
export const cvSettings = pgTable('cv_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => candidateProfile.userId, { onDelete: 'cascade' }),
  /** Opaque token of the sharing link. */
  token: text('token').notNull().unique(),
  /** sk | en */
  language: text('language').notNull().default('sk'),
  /** public | registered | private | password */
  privacy: text('privacy').notNull().default('private'),
  passwordHash: text('password_hash'),
  contactVisible: boolean('contact_visible').notNull().default(false),
  graphVisible: boolean('graph_visible').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cvContent = pgTable('cv_content', {
  userId: text('user_id')
    .primaryKey()
    .references(() => candidateProfile.userId, { onDelete: 'cascade' }),
  bio: localized('bio'),
  position: localized('position'),
  photoFileId: text('photo_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
  uploadedCvFileId: text('uploaded_cv_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const cvOwner = () =>
  text('user_id')
    .notNull()
    .references(() => candidateProfile.userId, { onDelete: 'cascade' });

export const cvEmployment = pgTable(
  'cv_employment',
  {
    id: serial('id').primaryKey(),
    userId: cvOwner(),
    company: text('company').notNull(),
    position: localized('position').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    description: localized('description'),
    technologies: text('technologies').array(),
    /** Left out of anonymised client CVs, replaced by the kind of employer (ADR 112). */
    confidential: boolean('confidential').notNull().default(false),
    /** The kind of employer (`employerIndustries`) said instead of a confidential employer's name. */
    industry: text('industry'),
    /** The dates were given as months (`YYYY-MM`) and are stored as their first day. */
    fromMonth: boolean('from_month').notNull().default(false),
    toMonth: boolean('to_month').notNull().default(false),
    /** The dates were given as years (`YYYY`, ADR 117) and are stored as their first day. */
    fromYear: boolean('from_year').notNull().default(false),
    toYear: boolean('to_year').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('cv_employment_user_idx').on(t.userId)],
);

export const cvEducation = pgTable(
  'cv_education',
  {
    id: serial('id').primaryKey(),
    userId: cvOwner(),
    diploma: localized('diploma').notNull(),
    school: localized('school').notNull(),
    faculty: localized('faculty'),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    description: localized('description'),
    fromMonth: boolean('from_month').notNull().default(false),
    toMonth: boolean('to_month').notNull().default(false),
    /** The dates were given as years (`YYYY`, ADR 117) and are stored as their first day. */
    fromYear: boolean('from_year').notNull().default(false),
    toYear: boolean('to_year').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('cv_education_user_idx').on(t.userId)],
);

export const cvReference = pgTable('cv_reference', {
  id: serial('id').primaryKey(),
  userId: cvOwner(),
  link: text('link').notNull(),
  description: localized('description'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cvCertificate = pgTable('cv_certificate', {
  id: serial('id').primaryKey(),
  userId: cvOwner(),
  name: localized('name').notNull(),
  description: localized('description'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cvLanguage = pgTable(
  'cv_language',
  {
    id: serial('id').primaryKey(),
    userId: cvOwner(),
    language: text('language').notNull(),
    level: text('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // Read per request for a signed-in candidate's match (ADR 125).
  (t) => [index('cv_language_user_idx').on(t.userId)],
);

/** Technologies on the CV with years of practice; up to 9 are marked as specializations. */
export const cvTechnology = pgTable(
  'cv_technology',
  {
    id: serial('id').primaryKey(),
    userId: cvOwner(),
    expertiseId: integer('expertise_id')
      .notNull()
      .references(() => expertise.id, { onDelete: 'cascade' }),
    years: integer('years').notNull().default(0),
    specialization: boolean('specialization').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // Read per request for a signed-in candidate's match (ADR 125), and for the recruiters' ranking
  // of the candidates who opted in (ADR 122).
  (t) => [index('cv_technology_user_idx').on(t.userId)],
);

/**
 * The version of each saved section of a CV (basic, employments, …): raised by every save of the
 * section, so that an editor that loaded an older version is told instead of overwriting (ADR 115).
 * A section never saved has no row (version 0).
 */
export const cvSectionVersion = pgTable(
  'cv_section_version',
  {
    userId: cvOwner(),
    /** basic | employments | educations | references | certificates | languages | technologies */
    section: text('section').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

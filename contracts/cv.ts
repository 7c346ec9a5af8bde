import { z } from 'zod';
import { multiLine, singleLine, text } from './text.ts';
import { calendarDateField, optionalCalendarDateField } from './date-fields.ts';
import { checkCalendarDate } from './dates.ts';
import { httpUrlFormat } from './document-formats.ts';
import { employerIndustries } from './client-cv-values.ts';

/**
 * The CV builder (docs/product/overview-and-users.md, docs/product/screens-and-routes.md, docs/product/entities.md, docs/product/states.md, docs/product/validation.md, docs/product/api-calls.md): one document of CV content written once, every
 * free text stored per language (`{ sk, en }`, ADR 110), and the settings of how it is shared. The
 * same schemas validate the editor's forms and the API. Messages are keys of the `common` catalog
 * (`validation.*`).
 */

const REQUIRED = 'validation.required';
const TOO_LONG = 'validation.tooLong';

/** The languages a CV is written in (docs/product/entities.md: Slovak or English). */
export const cvLanguages = ['sk', 'en'] as const;
export type CvLanguage = (typeof cvLanguages)[number];
export const otherCvLanguage = (language: CvLanguage): CvLanguage => (language === 'sk' ? 'en' : 'sk');

export const cvPrivacyLevels = ['public', 'registered', 'private', 'password'] as const;
export type CvPrivacy = (typeof cvPrivacyLevels)[number];

/** docs/product/entities.md level values of a technology, in order. */
export const technologyYears = ['0-1', '1', '2', '3', '4', '5-10', '10+'] as const;
export type TechnologyYears = (typeof technologyYears)[number];

/** CEFR levels and native speaker. */
export const languageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;

/** docs/product/entities.md, docs/product/constants.md: at most 9 technologies are marked as specialisations. */
export const MAX_SPECIALIZATIONS = 9;
export const MAX_ENTRIES = 30;
export const MAX_TECHNOLOGIES = 60;

/** docs/product/validation.md suggested description lengths in sentences (hints, never errors). */
export const SUGGESTED_SENTENCES = { employment: [3, 7], education: [3, 6] } as const;

/** Sentences of a description, for the length hints: runs of text ending in . ! ? or the end. */
export function countSentences(value: string): number {
  return value.split(/[.!?…]+(?:\s|$)/).filter((s) => s.trim().length > 0).length;
}

const requiredText = (max: number) => singleLine({ error: REQUIRED }).min(1, REQUIRED).max(max, TOO_LONG);
/** An optional text (multi-line from 1,000 characters: descriptions, bio): empty strings are stored as absent. */
const optionalText = (max: number) =>
  (max >= 1000 ? multiLine().trim() : singleLine())
    .max(max, TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A free text in the CV's two languages (ADR 110): `{ sk?, en? }`, each version optional and stored
 * under the language it is written in, whatever the CV's primary language. Empty versions are absent.
 */
const localizedText = (max: number) =>
  z
    .object({ sk: optionalText(max), en: optionalText(max) })
    .strict()
    .transform((v) => {
      const text: LocalizedText = {};
      if (v.sk) text.sk = v.sk;
      if (v.en) text.en = v.en;
      return text;
    });
/** An optional free text in both languages (`{}` when it has no version). */
const optionalLocalized = (max: number) => localizedText(max).default({});
/** A required free text: at least one of its two versions (the other may be missing). */
const requiredLocalized = (max: number) => localizedText(max).refine((v) => Boolean(v.sk || v.en), REQUIRED);
export type LocalizedText = { sk?: string | undefined; en?: string | undefined };

/** A day `YYYY-MM-DD` (a real one) or a month `YYYY-MM`, in 1900 … 2100. */
export const isCvDate = (value: string): boolean => checkCalendarDate(value, { month: true }) === null;
export const cvDateSchema = calendarDateField({ month: true }).min(1, REQUIRED);
const optionalDate = optionalCalendarDateField({ month: true });

/** Whether a period's start is not after its end (a month compares with the days it contains). */
export function periodInOrder(from: string | null, to: string | null): boolean {
  if (!from || !to) return true;
  const length = Math.min(from.length, to.length);
  return from.slice(0, length) <= to.slice(0, length);
}

const inOrder = <T extends { from: string | null; to: string | null }>(entry: T) =>
  periodInOrder(entry.from, entry.to);
const RANGE = { message: 'validation.range', path: ['to'] };

export const cvEmploymentSchema = z
  .object({
    company: requiredText(200),
    position: requiredLocalized(200),
    from: cvDateSchema,
    /** null: "present". */
    to: optionalDate,
    description: optionalLocalized(4000),
    technologies: z.array(requiredText(60)).max(30, 'validation.technologiesMax').default([]),
    /**
     * The employer's name stays out of anonymised client CVs (ADR 112): replaced by the kind of
     * employer (`industry`), which a confidential employer needs. Absent: not confidential.
     */
    confidential: z.boolean({ error: 'validation.invalid' }).optional(),
    industry: z.enum(employerIndustries, { error: 'validation.invalid' }).optional(),
  })
  .strict()
  .refine(inOrder, RANGE)
  .refine((e) => !e.confidential || e.industry !== undefined, {
    message: 'cv:errors.industryRequired',
    path: ['industry'],
  });

export const cvEducationSchema = z
  .object({
    diploma: requiredLocalized(200),
    school: requiredLocalized(200),
    faculty: optionalLocalized(200),
    from: optionalDate,
    to: optionalDate,
    description: optionalLocalized(4000),
  })
  .strict()
  .refine(inOrder, RANGE);

export const cvReferenceSchema = z
  .object({
    link: text({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(500, TOO_LONG)
      .refine((v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
        } catch {
          return false;
        }
      }, 'validation.url')
      .meta(httpUrlFormat),
    description: optionalLocalized(1000),
  })
  .strict();

export const cvCertificateSchema = z
  .object({
    name: requiredLocalized(200),
    description: optionalLocalized(1000),
  })
  .strict();

export const cvLanguageSchema = z
  .object({
    language: requiredText(60),
    level: z.enum(languageLevels, { error: REQUIRED }),
  })
  .strict();

export const cvTechnologySchema = z
  .object({
    name: requiredText(60),
    years: z.enum(technologyYears, { error: REQUIRED }),
    specialization: z.boolean().default(false),
  })
  .strict();

/** GET|PUT /api/candidates/my/cv: the whole CV content as one document. */
export const cvDocumentSchema = z
  .object({
    position: optionalLocalized(200),
    bio: optionalLocalized(4000),
    employments: z.array(cvEmploymentSchema).max(MAX_ENTRIES, 'validation.tooBig').default([]),
    educations: z.array(cvEducationSchema).max(MAX_ENTRIES, 'validation.tooBig').default([]),
    references: z.array(cvReferenceSchema).max(MAX_ENTRIES, 'validation.tooBig').default([]),
    certificates: z.array(cvCertificateSchema).max(MAX_ENTRIES, 'validation.tooBig').default([]),
    languages: z.array(cvLanguageSchema).max(MAX_ENTRIES, 'validation.tooBig').default([]),
    technologies: z
      .array(cvTechnologySchema)
      .max(MAX_TECHNOLOGIES, 'validation.tooBig')
      .default([])
      .refine(
        (list) => list.filter((t) => t.specialization).length <= MAX_SPECIALIZATIONS,
        'validation.specializationsMax',
      )
      .refine(
        (list) => new Set(list.map((t) => t.name.toLowerCase())).size === list.length,
        'validation.technologyTwice',
      ),
  })
  .strict();
export type CvDocumentInput = z.input<typeof cvDocumentSchema>;

/**
 * The sections of the CV that are saved on their own (ADR 115): each with the document's fields it
 * holds. `basic` is the position and the bio (the photo is uploaded on its own).
 */
export const cvSectionFields = {
  basic: ['position', 'bio'],
  employments: ['employments'],
  educations: ['educations'],
  references: ['references'],
  certificates: ['certificates'],
  languages: ['languages'],
  technologies: ['technologies'],
} as const satisfies Record<string, readonly (keyof CvDocument)[]>;
export type CvSection = keyof typeof cvSectionFields;
export const cvSections = Object.keys(cvSectionFields) as CvSection[];
/** The version of every section as stored (0 for one never saved). */
export type CvSectionVersions = Record<CvSection, number>;
export const cvSectionVersionsSchema = z.object(
  Object.fromEntries(cvSections.map((s) => [s, z.number().int()])) as Record<CvSection, z.ZodNumber>,
);
/** The fields of `section` as the document has them. */
export type CvSectionValue<S extends CvSection> = Pick<CvDocument, (typeof cvSectionFields)[S][number]>;

const sectionVersion = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(2_147_483_647, 'validation.invalid');

/**
 * PUT /api/candidates/my/cv/sections/{section}: the section's fields, validated as in the whole
 * document (the same field paths: `employments.2.to`), and the `version` the editor loaded; a
 * different stored version is refused with 409 `CV_SECTION_STALE` (omit it to overwrite).
 */
export function cvSectionInputSchema(
  section: CvSection,
): z.ZodType<Partial<CvDocument> & { version?: number | undefined }> {
  const mask = Object.fromEntries(cvSectionFields[section].map((field) => [field, true]));
  return cvDocumentSchema.pick(mask as never).extend({ version: sectionVersion.optional() }) as never;
}

export type CvDocument = z.output<typeof cvDocumentSchema>;
export type CvEmployment = z.output<typeof cvEmploymentSchema>;
export type CvEducation = z.output<typeof cvEducationSchema>;

/** An empty CV, as a new account has it. */
export const emptyCv = (): CvDocument => ({
  position: {},
  bio: {},
  employments: [],
  educations: [],
  references: [],
  certificates: [],
  languages: [],
  technologies: [],
});

/** PUT /api/candidates/my/cv-settings (docs/product/api-calls.md). */
export const cvSettingsInputSchema = z
  .object({
    language: z.enum(cvLanguages, { error: 'validation.invalid' }),
    privacy: z.enum(cvPrivacyLevels, { error: 'validation.invalid' }),
    /** Needed when privacy is `password` and none is set yet; replaces the stored one when given. */
    password: z
      .string()
      .min(6, 'validation.passwordMin')
      .max(128, 'validation.passwordMax')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    contactVisible: z.boolean(),
    graphVisible: z.boolean(),
  })
  .strict();
export type CvSettingsInput = z.output<typeof cvSettingsInputSchema>;

/** The candidate's own uploaded CV document kept next to the builder's CV (`/api/candidates/my/cv/file`). */
export const cvFileSchema = z.object({ name: z.string(), size: z.number().int(), mimeType: z.string() });
export type CvFile = z.infer<typeof cvFileSchema>;

/** The settings as the API answers them: with the share token, never the password. */
export const cvSettingsViewSchema = z.object({
  token: z.string(),
  language: z.enum(cvLanguages),
  privacy: z.enum(cvPrivacyLevels),
  hasPassword: z.boolean(),
  contactVisible: z.boolean(),
  graphVisible: z.boolean(),
});
export type CvSettingsView = z.infer<typeof cvSettingsViewSchema>;

/** A share token: 16 random bytes, base64url. */
export const cvTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid');

/** POST /api/cv/{token}/unlock. */
export const cvUnlockSchema = z
  .object({ password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(128, 'validation.passwordMax') })
  .strict();

/** One row of the experience chart: a technology and its years of practice from employment periods. */
export const experienceRowSchema = z.object({ technology: z.string(), years: z.number() });
export type ExperienceRow = z.infer<typeof experienceRowSchema>;

/**
 * The CV in one language, as a sheet, the PDF, the Word file and the JSON Resume show it: every free
 * text in that language, or in the other one where it has no version (`cvInLanguage`).
 */
export interface CvInLanguage {
  position?: string | undefined;
  bio?: string | undefined;
  employments: Array<
    Omit<CvEmployment, 'position' | 'description'> & { position: string; description?: string | undefined }
  >;
  educations: Array<
    Omit<CvEducation, 'diploma' | 'school' | 'faculty' | 'description'> & {
      diploma: string;
      school: string;
      faculty?: string | undefined;
      description?: string | undefined;
    }
  >;
  references: Array<{ link: string; description?: string | undefined }>;
  certificates: Array<{ name: string; description?: string | undefined }>;
  languages: CvDocument['languages'];
  technologies: CvDocument['technologies'];
}

/** GET /api/cv/{token}: the CV as its viewer may see it, in one language. */
export const sharedCvSchema = z.object({
  /** The language the CV is shown in: the one asked for (`?language=`), else its primary language. */
  language: z.enum(cvLanguages),
  /** The CV's primary language (its settings): the default of the page and the PDF. */
  primaryLanguage: z.enum(cvLanguages),
  /** The languages the CV has any text in (empty for an empty CV). */
  languages: z.array(z.enum(cvLanguages)),
  /** The other language than `language`, when the CV has texts in it. */
  secondLanguage: z.enum(cvLanguages).nullable(),
  privacy: z.enum(cvPrivacyLevels),
  person: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** Only with contactVisible. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
  }),
  photoUrl: z.string().nullable(),
  /** The CV in `language`: each free text in that language, or in the other where it has no version. */
  cv: z.record(z.string(), z.unknown()),
  /** Only with graphVisible. */
  experience: z.array(experienceRowSchema).nullable(),
  updatedAt: z.string(),
  isOwner: z.boolean(),
});
export type SharedCv = Omit<z.infer<typeof sharedCvSchema>, 'cv'> & { cv: CvInLanguage };

/** `?language=` of the shared CV, its PDF and Word file, and the JSON Resume export. */
export const cvLanguageQuerySchema = z.object({
  language: z.enum(cvLanguages, { error: 'validation.invalid' }).optional(),
});

import { z } from 'zod';
import { singleLine } from './text.ts';
import { checkbox, emailSchema, dataProcessingConsent, requiredText } from './account.ts';
import { locales } from './enums.ts';
import { rowIdSchema } from './ids.ts';
import {
  questionnaireProfessions,
  PRAXIS_MIN,
  PRAXIS_MAX,
  MAX_QUESTIONNAIRE_TECHNOLOGIES,
  technologyCategories,
  MAX_TECHNOLOGY_BONUS,
  workedDomains,
} from './questionnaire-values.ts';

export * from './questionnaire-values.ts';

/**
 * The adequate-salary questionnaire (docs/product/entities.md, docs/product/validation.md, docs/product/constants.md): the programmer and tester variants with the
 * spec's field names, the page forms, and the wage formula's constants. Validation messages are
 * keys of the `common` catalog.
 */

/** A praxis value: a whole number 0–7; a numeric string (form field) is read as a number. */
export const praxisSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: 'validation.praxis' })
    .int('validation.praxis')
    .min(PRAXIS_MIN, 'validation.praxis')
    .max(PRAXIS_MAX, 'validation.praxis'),
);

/** A yes/no answer that must be given: a boolean, or "true"/"false" from a radio group. */
const answer = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v),
    z.boolean({ error: message }),
  );

const technologyName = singleLine({ error: 'validation.technologyName' })
  .min(1, 'validation.technologyName')
  .max(80, 'validation.tooLong');

const language = z.enum(locales).optional();

/** Fields both variants share. */
const common = {
  name: requiredText(120),
  email: emailSchema,
  overalPraxis: praxisSchema,
  gdpr: dataProcessingConsent,
  /** Language of the submission (of the page or the API request); defaults to the request's. */
  language,
};

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** The programmer variant (docs/product/entities.md, docs/product/validation.md). */
export const programmerQuestionnaireSchema = z
  .object({
    profession: z.literal('programmer'),
    ...common,
    isTeamleader: answer('validation.required'),
    isArchitect: answer('validation.required'),
    workedDomain: z.enum(workedDomains, { error: 'validation.workedDomain' }),
    technologiesKnown: z
      .array(technologyName, { error: 'validation.invalid' })
      .max(MAX_QUESTIONNAIRE_TECHNOLOGIES, 'validation.technologiesMax9')
      .superRefine((names, ctx) => {
        names.forEach((name, i) => {
          if (names.findIndex((other) => sameName(other, name)) !== i)
            ctx.addIssue({ code: 'custom', path: [i], message: 'validation.technologyTwice' });
        });
      })
      .default([]),
    /** Praxis per known technology, by its name. */
    technologiesPraxis: z.record(z.string(), praxisSchema, { error: 'validation.invalid' }).default({}),
  })
  .superRefine((value, ctx) => {
    value.technologiesKnown.forEach((name, i) => {
      if (value.technologiesKnown.findIndex((other) => sameName(other, name)) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['technologiesKnown', i],
          message: 'validation.technologyTwice',
        });
    });
    for (const key of Object.keys(value.technologiesPraxis)) {
      if (!value.technologiesKnown.some((name) => sameName(name, key)))
        ctx.addIssue({ code: 'custom', path: ['technologiesPraxis', key], message: 'validation.invalid' });
    }
  });

/** The tester variant (docs/product/entities.md, docs/product/validation.md): manual tester or else automated. */
export const testerQuestionnaireSchema = z.object({
  profession: z.literal('tester'),
  ...common,
  manualTester: checkbox,
  CIexperience: checkbox,
  performanceExperience: checkbox,
});

/** `POST /api/questionnaires`: either variant, told apart by `profession`. */
export const questionnaireSchema = z.discriminatedUnion(
  'profession',
  [programmerQuestionnaireSchema, testerQuestionnaireSchema],
  { error: 'validation.questionnaireProfession' },
);
export type QuestionnaireInput = z.output<typeof questionnaireSchema>;
export type ProgrammerQuestionnaire = z.output<typeof programmerQuestionnaireSchema>;
export type TesterQuestionnaire = z.output<typeof testerQuestionnaireSchema>;

export const questionnaireResponseSchema = z.object({
  id: z.number().int(),
  /** Estimated daily rate in EUR. */
  wage: z.number().int(),
});

/** One row of the form's technologies: both name and praxis, or neither (an unused row). */
const technologyRow = z
  .object({
    name: singleLine().max(80, 'validation.tooLong').optional(),
    praxis: praxisSchema.optional(),
  })
  .superRefine((row, ctx) => {
    if (!row.name && row.praxis !== undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.technologyName' });
    if (row.name && row.praxis === undefined)
      ctx.addIssue({ code: 'custom', path: ['praxis'], message: 'validation.praxis' });
  });

/**
 * The programmer page form: technologies as rows of name and praxis (added and removed without
 * JavaScript too); `programmerFormToInput` turns it into the API's fields.
 */
export const programmerFormSchema = z.object({
  name: common.name,
  email: common.email,
  overalPraxis: common.overalPraxis,
  isTeamleader: answer('validation.required'),
  isArchitect: answer('validation.required'),
  workedDomain: z.enum(workedDomains, { error: 'validation.workedDomain' }),
  technologies: z
    .array(technologyRow)
    .max(MAX_QUESTIONNAIRE_TECHNOLOGIES, 'validation.technologiesMax9')
    .superRefine((rows, ctx) => {
      rows.forEach((row, i) => {
        if (row.name && rows.findIndex((other) => other.name && sameName(other.name, row.name!)) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'validation.technologyTwice' });
      });
    })
    .default([]),
  gdpr: common.gdpr,
});
export type ProgrammerForm = z.output<typeof programmerFormSchema>;

/** The rows of the form that name a technology, with their index in the form. */
export function filledTechnologyRows(form: Pick<ProgrammerForm, 'technologies'>) {
  return form.technologies
    .map((row, index) => ({ name: row.name ?? '', praxis: row.praxis ?? 0, index }))
    .filter((row) => row.name);
}

/** The programmer form as the API's fields. */
export function programmerFormToInput(form: ProgrammerForm, locale: (typeof locales)[number]) {
  const rows = filledTechnologyRows(form);
  return {
    profession: 'programmer' as const,
    name: form.name,
    email: form.email,
    overalPraxis: form.overalPraxis,
    isTeamleader: form.isTeamleader,
    isArchitect: form.isArchitect,
    workedDomain: form.workedDomain,
    technologiesKnown: rows.map((r) => r.name),
    technologiesPraxis: Object.fromEntries(rows.map((r) => [r.name, r.praxis])),
    gdpr: form.gdpr,
    language: locale,
  };
}

/** The tester page form: the API's fields without `profession`. */
export const testerFormSchema = testerQuestionnaireSchema.omit({ profession: true, language: true }).extend({
  manualTester: answer('validation.required'),
});
export type TesterForm = z.output<typeof testerFormSchema>;

/** The CV variant: a CV file beside name, e-mail and consent. */
export const questionnaireCvSchema = z.object({
  profession: z.enum(questionnaireProfessions, { error: 'validation.questionnaireProfession' }),
  name: common.name,
  email: common.email,
  gdpr: common.gdpr,
  language,
});
export const questionnaireCvFormSchema = questionnaireCvSchema.omit({ profession: true, language: true });

/** An admin's change of a technology's category and bonus. */
export const technologyCategoryUpdateSchema = z
  .object({
    id: rowIdSchema,
    category: z.enum(technologyCategories, { error: 'validation.invalid' }),
    bonus: z.preprocess(
      (v) => (v === '' || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'validation.bonus' })
        .int('validation.bonus')
        .min(0, 'validation.bonus')
        .max(MAX_TECHNOLOGY_BONUS, 'validation.bonus'),
    ),
  })
  .transform((v) => ({ ...v, bonus: v.category === 'special' ? v.bonus : 0 }));

import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** Errors by field name (`''` for the form as a whole). */
export type FormErrors = Record<string, string[]>;

/** Checks a form's data against a schema, with the coercion its action applies (`parseWithZod`). */
export type SchemaValidator = (formData: FormData) => FormErrors;

/**
 * The browser's check of a form: loaded with the schema on first focus, so that no page carries
 * the validation library before a visitor starts filling a form in (ADR 092).
 */
export function schemaValidator(schema: z.ZodType): SchemaValidator {
  return (formData) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status === 'success') return {};
    const errors: FormErrors = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.length) errors[name] = messages;
    }
    return errors;
  };
}

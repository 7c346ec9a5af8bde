import type { z } from 'zod';

/**
 * Invalid input of a salary calculation. Shaped like the portal's AppError (name, code, status,
 * field errors as translation keys), so the API answers it as a 400 problem+json; the calculators
 * import nothing but contracts, so the browser can run them.
 */
export class SalaryInputError extends Error {
  readonly code = 'VALIDATION_FAILED' as const;
  readonly status = 400;
  readonly fieldErrors: Record<string, string[]>;

  constructor(fieldErrors: Record<string, string[]>) {
    super(`invalid salary input: ${Object.keys(fieldErrors).join(', ')}`);
    this.name = 'AppError';
    this.fieldErrors = fieldErrors;
  }
}

/** The input parsed by `schema`, or a SalaryInputError naming each bad field. */
export function parseSalaryInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    (fieldErrors[field] ??= []).push(message);
  }
  throw new SalaryInputError(fieldErrors);
}

import type { AuthErrorCode } from '../../../contracts/account.ts';

/** Gateway codes that belong under one field of a form, with the message shown there. */
const FIELD_OF_CODE: Partial<Record<AuthErrorCode, { field: string; message: string }>> = {
  email_exists: { field: 'email', message: 'validation.emailTaken' },
  account_exists_password: { field: 'email', message: 'validation.emailTaken' },
  common_password: { field: 'password', message: 'validation.commonPassword' },
  weak_password: { field: 'password', message: 'auth.errors.weak_password' },
  user_not_found: { field: 'email', message: 'auth.errors.user_not_found' },
};

/**
 * The Conform reply options of a failed gateway call: its field errors (already translated), the
 * code under its field when the form has that field, else the code's message above the form.
 */
export function failureErrors(
  code: AuthErrorCode,
  options: { fields: readonly string[]; fieldErrors?: Record<string, string[]> | undefined },
): { fieldErrors?: Record<string, string[]>; formErrors?: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(options.fieldErrors ?? {})) {
    if (messages.length) fieldErrors[name] = [...messages];
  }
  const mapped = FIELD_OF_CODE[code];
  if (mapped && options.fields.includes(mapped.field) && !fieldErrors[mapped.field]) {
    fieldErrors[mapped.field] = [mapped.message];
  }
  if (Object.keys(fieldErrors).length) return { fieldErrors };
  return { formErrors: [`auth.errors.${code}`] };
}

/** An HTTP status for a failed call: the gateway's when it is an error status, else 400. */
export const failureStatus = (status: number) => (status >= 400 && status <= 599 ? status : 400);

import { isRouteErrorResponse, type ClientActionFunctionArgs } from 'react-router';
import type { SubmissionResult } from './use-schema-form.ts';

/**
 * The `clientAction` of a page whose form uploads files (ADR 141): it sends the form to the page's
 * action as usual, and when the server or a proxy in front of it refuses the body as too large
 * (413), it answers the form with the refusal on each file field that carried a file (`messages`:
 * the field's translation key, which names its limit; on every file field when the body cannot be
 * read again) instead of the error page, so that everything typed stays in the form.
 */
export function keepFormWhenTooLarge(messages: Record<string, string>) {
  return async ({ request, serverAction }: ClientActionFunctionArgs): Promise<unknown> => {
    const sent = await request
      .clone()
      .formData()
      .catch(() => null);
    try {
      return await serverAction();
    } catch (error) {
      if (!isRouteErrorResponse(error) || error.status !== 413) throw error;
      const fields: Record<string, string[]> = {};
      for (const [name, key] of Object.entries(messages)) {
        const value = sent?.get(name);
        if (value instanceof File && value.size > 0) fields[name] = [key];
      }
      // The body could not be read again: every file field says what it accepts.
      if (Object.keys(fields).length === 0)
        for (const [name, key] of Object.entries(messages)) fields[name] = [key];
      const result: SubmissionResult = { status: 'error', error: fields };
      return { result };
    }
  };
}

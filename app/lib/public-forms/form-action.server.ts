import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { sameSitePath } from '../../../core/shared/locale.ts';

/**
 * The action of a public form: the same schema as the browser and the API, the form's rate limit,
 * then `submit`. Invalid input, a refusal by the use case and too many submissions come back as a
 * Conform reply that keeps what was typed; success redirects to `?sent=1` (so a reload sends nothing
 * again).
 */
export async function handlePublicForm<Schema extends z.ZodType>({
  request,
  context,
  schema,
  form,
  submit,
  hash = '',
}: {
  request: Request;
  context: AppLoadContext;
  schema: Schema;
  /** The form's name in the rate-limit key. */
  form: string;
  submit: (value: z.output<Schema>) => Promise<unknown>;
  /** Where on the page the confirmation is (`#contact`). */
  hash?: string;
}): Promise<ReturnType<typeof data<{ result: SubmissionResult<string[]> }>> | Response> {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.services.rateLimits.limitRate('publicForm', `${form}:${context.clientIp}`);
    await submit(submission.value);
  } catch (error) {
    if (hasErrorCode(error, 'RATE_LIMITED'))
      return data(
        { result: submission.reply({ formErrors: [context.t('errors.rateLimited')] }) },
        { status: 429 },
      );
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (hasErrorCode(error, 'VALIDATION_FAILED') && fieldErrors)
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    throw error;
  }
  const url = new URL(request.url);
  return redirect(`${sameSitePath(url.pathname)}?sent=1${hash}`);
}

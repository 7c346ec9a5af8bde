import type { Context } from 'hono';
import type { z } from 'zod';
import { validationProblem } from '../middleware/problem.ts';
import type { ApiEnv } from './env.ts';

/** Turns a failed request validation into a translated problem+json with per-field messages. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context<ApiEnv>,
): Response | undefined {
  if (!result.success) return validationProblem(c, result.error, c.var.t);
  return undefined;
}

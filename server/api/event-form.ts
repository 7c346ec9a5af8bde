import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  eventFieldErrors,
  eventFormParts,
  eventInputSchema,
  eventSubmissionSchema,
} from '../../contracts/events.ts';
import { eventImageErrors } from '../../core/events/event-images.ts';
import { AppError } from '../../core/shared/app-error.ts';
import type { ApiEnv } from './env.ts';

/** The multipart body of an event write, for the OpenAPI document (the handler checks it, with translated messages). */
export const eventFormBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: z
        .object({
          name: z.string(),
          description: z.string(),
          language: z.enum(['sk', 'en', 'de']),
          isOnline: z.enum(['true', 'false']),
          url: z.string(),
          ticketUrl: z.string(),
          startAt: z.string(),
          endAt: z.string(),
          locationName: z.string(),
          organizerName: z.string(),
          organizerUrl: z.string(),
          organizerDescription: z.string(),
          image: z.any().openapi({ type: 'string', format: 'binary' }),
          organizerImage: z.any().openapi({ type: 'string', format: 'binary' }),
        })
        .partial(),
    },
  },
};

/**
 * Reads an event's multipart body: the fields by the submission's rules (a start in the future) or
 * an admin's, and the files. Every field error and missing or oversized file is reported at once.
 * A new event needs both images; an admin's edit keeps the stored ones when no file comes.
 */
export async function readEventForm(c: Context<ApiEnv>, kind: 'submission' | 'create' | 'edit') {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { fields, uploads } = await eventFormParts(await c.req.formData());
  const parsed = (kind === 'submission' ? eventSubmissionSchema : eventInputSchema).safeParse(fields);
  const fileErrors = eventImageErrors(uploads, kind !== 'edit');
  if (!parsed.success || Object.keys(fileErrors).length)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { ...(parsed.success ? {} : eventFieldErrors(parsed.error)), ...fileErrors },
    });
  return { input: parsed.data, uploads };
}

import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { httpUrlFormat, isoMomentFormat } from '../../contracts/document-formats.ts';
import {
  EVENT_IMAGE_FIELDS,
  EVENT_NAME_MIN,
  eventFieldErrors,
  eventFormParts,
  eventInputSchema,
  eventSubmissionSchema,
} from '../../contracts/events.ts';
import { eventImageErrors } from '../../core/events/event-images.ts';
import { AppError } from '../../core/shared/app-error.ts';
import type { ApiEnv } from './env.ts';

const text = (min: number, max: number) =>
  z.string().openapi({ minLength: min, maxLength: max, pattern: '\\S' });
const address = z.string().openapi({ maxLength: 2048, ...httpUrlFormat });
const moment = z.string().openapi({ maxLength: 40, ...isoMomentFormat });
const image = z.any().openapi({ type: 'string', format: 'binary' });

/**
 * The multipart body of an event write, for the OpenAPI document: the fields a schema can state,
 * with `required` for a new event (both images too; an admin's edit keeps the stored images when no
 * file comes). The handler checks the body itself, every error at once with translated messages, so
 * the zod fields stay optional and the rules are the document's keywords only. The rules between
 * fields and against the clock are in the operations' descriptions (EVENT_FORM_RULES).
 */
export const eventFormBody = (kind: 'new' | 'edit') => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: z
        .object({
          name: text(EVENT_NAME_MIN, 150),
          description: text(1, 5000),
          language: z.enum(['sk', 'en', 'de']),
          isOnline: z.enum(['true', 'false']),
          url: address,
          ticketUrl: address,
          startAt: moment,
          endAt: moment,
          locationName: z.string().openapi({ maxLength: 200 }),
          organizerName: text(1, 120),
          organizerUrl: address,
          organizerDescription: text(1, 500),
          entry: z.enum(['free', 'paid']),
          price: z
            .string()
            .openapi({ maxLength: 32, pattern: '^ *\\d[\\d ]*(?:[.,]\\d{1,2})? *$', example: '49.90' }),
          image,
          organizerImage: image,
        })
        .partial()
        .openapi({
          required: [
            'name',
            'description',
            'url',
            'startAt',
            'organizerName',
            'organizerUrl',
            'organizerDescription',
            ...(kind === 'new' ? EVENT_IMAGE_FIELDS : []),
          ],
        }),
    },
  },
});

/** What an event's description says of the rules no schema states (docs/product/states.md), for the three writes. */
export const EVENT_FORM_RULES =
  '`locationName` is required unless `isOnline` is true; `endAt` must not be before `startAt`; neither lies more than 5 years ahead; `price` (euros, `49`, `49.90` or `49,90`, above 0 and at most 100 000) is required when `entry` is `paid` and ignored when it is `free`; a `price` without `entry` means paid; neither means the price is unknown';

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

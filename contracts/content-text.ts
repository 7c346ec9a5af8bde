import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';

/**
 * Text fields of the portal's own content (newsfeed, dictionary, company pages): trimmed, limited,
 * and free of control characters (NUL and friends are refused with a field error, never stored).
 */

/** A trimmed text of at most `max` characters without control characters (newlines only if `multiline`). */
export const plainText = (max: number, { multiline = false }: { multiline?: boolean } = {}) =>
  (multiline
    ? multiLine({ error: 'validation.required' }).trim()
    : singleLine({ error: 'validation.required' })
  ).max(max, { message: 'validation.tooLong', abort: true });

/** A required plain text. */
export const localizedTextPart = (max: number, options: { multiline?: boolean } = {}) =>
  plainText(max, options).pipe(z.string().min(1, 'validation.required'));

/** The same required text in each of the portal's languages. */
export const localizedText = (max: number, options: { multiline?: boolean } = {}) =>
  z.object(
    {
      sk: localizedTextPart(max, options),
      en: localizedTextPart(max, options),
      de: localizedTextPart(max, options),
    },
    { error: 'validation.required' },
  );

/** The stable id of a content item in its URL or anchor: lower-case letters, digits and dashes. */
export const slugSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required', abort: true })
  .max(80, { message: 'validation.tooLong', abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug');

/** The field error of a slug that another item of its kind already has. */
export const SLUG_TAKEN = { slug: ['validation.slugTaken'] };

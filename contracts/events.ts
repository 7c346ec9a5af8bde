import { z } from 'zod';
import { momentField, optionalMomentField } from './date-fields.ts';
import { locales } from './enums.ts';
import { multiLine, singleLine } from './text.ts';
import { cursorPageSchema, cursorQuerySchema } from './paging.ts';
import { eventEntries } from './events-values.ts';

export * from './events-values.ts';

/**
 * Events (docs/product/entities.md, docs/product/states.md, docs/product/validation.md, docs/product/api-calls.md): meetups, workshops and fairs, listed by their end, submitted by
 * signed-in users and approved by admins, cancelled and restored by admins. Messages are keys of the
 * `common` catalog (`validation.*`) or of the `events` catalog (`events:validation.*`).
 */

export const EVENT_PAGE_SIZE = 12;
export const EVENT_PAGE_SIZE_MAX = 50;
/** docs/product/constants.md: an event's name has at least 3 characters. */
export const EVENT_NAME_MIN = 3;
/** docs/product/states.md: the end defaults to one hour after the start. */
export const EVENT_DEFAULT_DURATION_MS = 3_600_000;

export const eventStatuses = ['pending', 'approved', 'rejected'] as const;
export type EventStatus = (typeof eventStatuses)[number];

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

/*
 * No rule of a field aborts the parse (`abort: true`): the rules between fields (venue, end after
 * start) still run when another field is wrong, so a form shows every error at once.
 */

/** A trimmed single-line text of at most `max` characters (no line breaks or other controls). */
const storable = (max: number) => singleLine({ error: REQUIRED }).max(max, 'validation.tooLong');

/** A required single-line text. */
const text = (max: number) => storable(max).refine((v) => v.length > 0, REQUIRED);

/** A required multi-line text (a description, a reason). */
const longText = (max: number) =>
  multiLine({ error: REQUIRED })
    .trim()
    .max(max, 'validation.tooLong')
    .refine((v) => v.length > 0, REQUIRED);

const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** A required http(s) address. */
const httpUrl = storable(2048)
  .refine((v) => v.length > 0, REQUIRED)
  .refine((v) => !v || isHttpUrl(v), 'validation.url');

/** An event's address: lower-case letters, digits and hyphens, at most 64 characters (a saved item's id). */
export const EVENT_UID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const eventUidSchema = z.string().max(64, INVALID).regex(EVENT_UID_PATTERN, INVALID);
export const eventParamsSchema = z.object({ uid: eventUidSchema });

/** docs/product/states.md asks for upcoming events: one more than five years ahead is a typing error. */
export const EVENT_MAX_YEARS_AHEAD = 5;

const requiredMoment = momentField({ maxYearsAhead: EVENT_MAX_YEARS_AHEAD });
const optionalMoment = optionalMomentField({ maxYearsAhead: EVENT_MAX_YEARS_AHEAD });

/** A checkbox ("on"), or "true"/"false" from an API client. */
const flag = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0', ''])], { error: INVALID })
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

const optionalText = (max: number) =>
  storable(max)
    .nullish()
    .transform((v) => v || null);

/** A paid event's price lies above 0 and at most at 100 000 € (two decimals). */
export const EVENT_PRICE_MAX_CENTS = 10_000_000;
/** A number as typed: digits with a decimal point or comma (`49`, `49.90`, `49,90`), spaces ignored. */
const PRICE_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** The price as typed (digits, one decimal point or comma, spaces as thousands separators) in cents; NaN when it is no number with at most two decimals. */
export function priceCents(typed: string): number {
  const plain = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (!PRICE_NUMBER.test(plain) || (plain.split(/[.,]/)[1]?.length ?? 0) > 2) return Number.NaN;
  const [whole, fraction = ''] = plain.replace('-', '').split(/[.,]/);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return plain.startsWith('-') ? -cents : cents;
}

/** The fields of docs/product/entities.md that a submitter or an admin writes (the images travel as files). */
const eventObject = z.object({
  name: text(150).refine((v) => !v || v.length >= EVENT_NAME_MIN, 'events:validation.nameMin'),
  description: longText(5000),
  /** The language the event is held and described in; the reader's language when absent. */
  language: z.enum(locales, { error: INVALID }).optional(),
  isOnline: flag,
  url: httpUrl,
  ticketUrl: storable(2048)
    .refine((v) => !v || isHttpUrl(v), 'validation.url')
    .nullish()
    .transform((v) => v || null),
  startAt: requiredMoment,
  /** One hour after the start when empty (docs/product/states.md). */
  endAt: optionalMoment,
  /** The venue; required unless the event is online. */
  locationName: optionalText(200),
  organizerName: text(120),
  organizerUrl: httpUrl,
  /** "Not too long" (docs/product/validation.md): at most 500 characters. */
  organizerDescription: longText(500),
  /** Free or paid entry; unknown when absent (then no price is stated anywhere). */
  entry: z
    .enum([...eventEntries, ''], { error: INVALID })
    .optional()
    .transform((v) => v || undefined),
  /** A paid event's price in euros as typed: `49`, `49.90` or `49,90`. */
  price: storable(32)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || !Number.isNaN(priceCents(v)), 'events:validation.priceNumber'),
});

type EventObject = z.output<typeof eventObject>;

/**
 * The rules between fields, checked as soon as the fields they read are valid, so that every error
 * of a form is reported at once (not only after the other fields are right).
 */
const whenValid = (...keys: (keyof EventObject)[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => keys.includes(issue.path?.[0] as keyof EventObject)),
});

const checkedEvent = (future: boolean) =>
  eventObject
    .refine((v) => v.isOnline || Boolean(v.locationName), {
      path: ['locationName'],
      message: 'events:validation.venue',
      ...whenValid('isOnline', 'locationName'),
    })
    .refine((v) => !v.endAt || v.endAt >= v.startAt, {
      path: ['endAt'],
      message: 'events:validation.endBeforeStart',
      ...whenValid('startAt', 'endAt'),
    })
    .refine((v) => !future || v.startAt.getTime() >= Date.now(), {
      path: ['startAt'],
      message: 'events:validation.startPast',
      ...whenValid('startAt'),
    })
    .refine((v) => v.entry !== 'paid' || v.price !== null, {
      path: ['price'],
      message: 'events:validation.priceRequired',
      ...whenValid('entry', 'price'),
    })
    .refine(
      (v) => {
        if (v.entry === 'free' || v.price === null) return true;
        const cents = priceCents(v.price);
        return cents > 0 && cents <= EVENT_PRICE_MAX_CENTS;
      },
      { path: ['price'], message: 'events:validation.priceRange', ...whenValid('entry', 'price') },
    )
    .transform(({ entry, price, ...v }) => ({
      ...v,
      endAt: v.endAt ?? new Date(v.startAt.getTime() + EVENT_DEFAULT_DURATION_MS),
      /** 0 for free entry, the price of a paid one, null when unknown (a price alone means paid). */
      priceCents: entry === 'free' ? 0 : price === null ? null : priceCents(price),
    }));

/**
 * `POST /api/events` (multipart) and the form at `/events/new`: a new event starts in the future.
 * The files `image` and `organizerImage` are checked by the handler (presence, ≤ 5 MB, content).
 */
export const eventSubmissionSchema = checkedEvent(true);
export type EventSubmission = z.output<typeof eventSubmissionSchema>;

/** `POST /api/admin/events` and `PUT /api/admin/events/{uid}` (multipart): an admin may record past events. */
export const eventInputSchema = checkedEvent(false);
export type EventInput = z.output<typeof eventInputSchema>;

/** The file fields of an event form. */
export const EVENT_IMAGE_FIELDS = ['image', 'organizerImage'] as const;
export type EventImageField = (typeof EVENT_IMAGE_FIELDS)[number];

/** `POST /api/admin/events/{uid}/reject`: the reason the submitter reads in the e-mail. */
export const eventRejectionSchema = z.object({ reason: longText(1000) });

// Reading

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: INVALID })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** `GET /api/events` and the list page's query string. */
export const eventListQuerySchema = cursorQuerySchema(EVENT_PAGE_SIZE_MAX).extend({
  /** Past events (ended), most recent first; otherwise upcoming ones, the soonest to end first. */
  past: booleanQuery,
  /** Only online events (true) or only on-site ones (false). */
  online: booleanQuery,
  /** The language the events are held in; all when absent. */
  language: z.enum(locales, { error: INVALID }).optional(),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

export const eventSummarySchema = z.object({
  uid: z.string(),
  language: z.enum(locales),
  name: z.string(),
  isOnline: z.boolean(),
  startAt: z.string(),
  endAt: z.string(),
  imageUrl: z.string().nullable(),
  locationName: z.string().nullable(),
  organizerName: z.string(),
  /** The entry price in euros: 0 when free, null when the portal does not know it. */
  price: z.number().nullable(),
  /** When it was cancelled; null while it takes place. */
  canceledAt: z.string().nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventPageSchema = cursorPageSchema(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  url: z.string(),
  ticketUrl: z.string().nullable(),
  organizer: z.object({
    name: z.string(),
    url: z.string(),
    imageUrl: z.string().nullable(),
    description: z.string().nullable(),
  }),
  location: z.object({ name: z.string().nullable(), googlePlaceId: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  stats: z.object({ visits: z.number().int() }),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

// Submitters and admins

/** An event as its submitter sees it under `profile/added`. */
export const myEventSchema = z.object({
  uid: z.string(),
  name: z.string(),
  startAt: z.string(),
  status: z.enum(eventStatuses),
  rejectionReason: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyEvent = z.infer<typeof myEventSchema>;

export const eventCreatedSchema = z.object({ uid: z.string(), status: z.enum(eventStatuses) });

/** An event as an admin sees and edits it. */
export const adminEventSchema = eventDetailSchema.extend({
  status: z.enum(eventStatuses),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventListQuerySchema = z.object({
  query: singleLine().max(200).optional(),
  status: z.enum(eventStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminEventListQuery = z.output<typeof adminEventListQuerySchema>;

/** The text fields and the files of a multipart event form (an empty file input is no file). */
export async function eventFormParts(formData: FormData): Promise<{
  fields: Record<string, string>;
  uploads: Partial<Record<EventImageField, Uint8Array>>;
}> {
  const fields: Record<string, string> = {};
  const uploads: Partial<Record<EventImageField, Uint8Array>> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if ((EVENT_IMAGE_FIELDS as readonly string[]).includes(key) && value.size > 0)
      uploads[key as EventImageField] = new Uint8Array(await value.arrayBuffer());
  }
  return { fields, uploads };
}

/** Field errors of a failed parse as message keys, by field name (unknown messages as `validation.invalid`). */
export function eventFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const key = /^([a-z-]+:)?validation\./.test(issue.message) ? issue.message : INVALID;
    (out[field] ??= []).push(key);
  }
  return out;
}

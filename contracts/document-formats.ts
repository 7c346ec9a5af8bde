/**
 * What the OpenAPI document says of fields whose server rules are written as code (refinements,
 * `new URL`, the strict date parser of dates.ts): JSON Schema keywords that state the same rule, or
 * a stricter one, so that every value valid by the document passes the field's check. Rules no
 * schema can state (a date relative to today, a phone number of a real numbering plan) stay in the
 * operations' descriptions. Given to fields with zod's `.meta()`.
 */

/** A year of DATE_MIN_YEAR … DATE_MAX_YEAR (dates.ts). */
const YEAR = '(?:19\\d\\d|20\\d\\d|2100)';
/**
 * A month and a day that exist in every year: days 1–28 of any month, 29–30 of months but
 * February, 31 of the long months (29 February is left out: the document is stricter there).
 */
const MONTH_DAY =
  '(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?';

/** A calendar date `YYYY-MM-DD` (calendarDateField). */
export const datePattern = `^${YEAR}-${MONTH_DAY}$`;
/** A year `YYYY`, a month `YYYY-MM` or a calendar date `YYYY-MM-DD` (calendarDateField with `month`). */
export const monthOrDatePattern = `^${YEAR}(?:-(?:(?:0[1-9]|1[0-2])|${MONTH_DAY}))?$`;
/** The portal's local time as a `datetime-local` input writes it: `YYYY-MM-DDTHH:mm` (seconds optional). */
export const localMomentPattern = `^${YEAR}-${MONTH_DAY}T${TIME}$`;
/** ISO 8601 with an offset (`Z` or ±HH:mm up to ±14:59), e.g. `2026-12-01T17:00:00Z`. */
export const isoMomentPattern = `^${YEAR}-${MONTH_DAY}T${TIME}(?:Z|[+-](?:0\\d|1[0-4]):[0-5]\\d)$`;

/**
 * An http(s) address the WHATWG URL parser takes: a host name of dotted labels of letters and
 * digits with single hyphens inside (so no `xn--` punycode that may not decode), the last label
 * starting with a letter (not read as an IPv4 address); no user name and no port; the rest
 * printable ASCII.
 */
export const httpUrlPattern =
  '^https?://(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?:[/?#][!-~]*)?$';

export const dateFormat = { format: 'date', pattern: datePattern } as const;
export const monthOrDateFormat = { pattern: monthOrDatePattern } as const;
export const localMomentFormat = { pattern: localMomentPattern } as const;
export const isoMomentFormat = { format: 'date-time', pattern: isoMomentPattern } as const;
export const httpUrlFormat = { format: 'uri', pattern: httpUrlPattern } as const;

/**
 * A phone number of the public forms (contact.ts): an optional `+`, then 7 to 15 digits (E.164)
 * with spaces, brackets, dots, slashes or hyphens between them.
 */
export const phonePattern = '^\\+?[ ()./-]*(?:[0-9][ ()./-]*){7,15}$';
export const phoneFormat = { pattern: phonePattern } as const;

import { z } from 'zod';
import { checkCalendarDate, parseMoment, type DateProblem } from './dates.ts';
import { dateFormat, isoMomentFormat, localMomentFormat, monthOrDateFormat } from './document-formats.ts';

/**
 * Date and date-time fields of every form and API body: parsed strictly (an impossible date is
 * refused, never rolled over into another one), within DATE_MIN_YEAR … DATE_MAX_YEAR, and each
 * problem with its own message (common catalog): not a date at all, a date that does not exist, a
 * date too far in the past or in the future.
 */

const PROBLEM_MESSAGES: Record<Exclude<DateProblem, 'format'>, string> = {
  nonexistent: 'validation.dateNotExist',
  early: 'validation.dateTooEarly',
  late: 'validation.dateTooFar',
};

const YEAR_MS = 365.25 * 86_400_000;

interface MomentOptions {
  /** The message for a value that is not a date and time at all. */
  message?: string;
  /** Whether ISO 8601 with an offset is accepted besides the portal's local `YYYY-MM-DDTHH:mm`. */
  iso?: boolean;
  /** How many years from now the moment may lie at most (`validation.dateTooFar` beyond). */
  maxYearsAhead?: number;
}

/** The moment of `value`, or an issue with the message of its problem. */
function momentOf(value: string, ctx: z.RefinementCtx, options: MomentOptions): Date | typeof z.NEVER {
  const { message = 'validation.dateTime', iso = true, maxYearsAhead } = options;
  const moment = parseMoment(value, { iso });
  const problem =
    moment instanceof Date
      ? maxYearsAhead !== undefined && moment.getTime() > Date.now() + maxYearsAhead * YEAR_MS
        ? 'late'
        : null
      : moment;
  if (!problem) return moment as Date;
  ctx.addIssue({ code: 'custom', message: problem === 'format' ? message : PROBLEM_MESSAGES[problem] });
  return z.NEVER;
}

/**
 * What the OpenAPI document says of a moment: ISO 8601 with an offset (the portal's local form is
 * accepted too, as the operations' descriptions say), or the local form where ISO is not taken.
 */
const momentFormat = ({ iso = true }: MomentOptions) => (iso ? isoMomentFormat : localMomentFormat);

/** A required moment (portal local time or ISO 8601 with an offset) as a `Date`. */
export const momentField = (options: MomentOptions = {}) =>
  z
    .string({ error: options.message ?? 'validation.dateTime' })
    .trim()
    .max(40, options.message ?? 'validation.dateTime')
    .transform((v, ctx) => momentOf(v, ctx, options))
    .meta(momentFormat(options));

/** An optional moment: empty or missing is null. */
export const optionalMomentField = (options: MomentOptions = {}) =>
  z
    .string()
    .trim()
    .max(40, options.message ?? 'validation.dateTime')
    .nullish()
    .transform((v, ctx) => (v ? momentOf(v, ctx, options) : null))
    .meta(momentFormat(options));

/**
 * A calendar date that does not exist (`2019-13`, `2027-02-30`) gets the field's own message ("Enter
 * a valid date"): the date picker and month picker cannot produce one, so only typing does, and the
 * field's words fit it; `validation.dateNotExist` speaks of a day, a month and a time.
 */
const checkDate = (month: boolean, message: string) => (v: string, ctx: z.RefinementCtx) => {
  const problem = v ? checkCalendarDate(v, { month }) : null;
  if (problem) {
    const words = problem === 'format' || problem === 'nonexistent' ? message : PROBLEM_MESSAGES[problem];
    ctx.addIssue({ code: 'custom', message: words });
  }
};

/**
 * A calendar date `YYYY-MM-DD` (with `month`, also `YYYY-MM` and `YYYY`), checked strictly; the value stays a
 * string. Empty passes here: a required field says so with its own rule.
 */
export const calendarDateField = ({ message = 'validation.date', month = false } = {}) =>
  z
    .string({ error: message })
    .trim()
    .superRefine(checkDate(month, message))
    .meta(month ? monthOrDateFormat : dateFormat);

/** An optional calendar date: empty or missing is null. */
export const optionalCalendarDateField = (options: { message?: string; month?: boolean } = {}) =>
  calendarDateField(options)
    .nullish()
    .transform((v) => v || null);

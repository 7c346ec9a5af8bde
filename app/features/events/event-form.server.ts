import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { AppLoadContext } from 'react-router';
import { toPortalLocalInput } from '../../../contracts/dates.ts';
import {
  type AdminEvent,
  eventFormParts,
  eventInputSchema,
  eventSubmissionSchema,
  type EventInput,
} from '../../../contracts/events.ts';
import { eventImageErrors } from '../../../core/events/event-images.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import type { EventFormDefaults } from './event-form.tsx';

/** A price as the form shows it: two decimals (only when there are cents), a comma in Slovak and German. */
function formatPriceInput(price: number, language: string): string {
  const text = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}

/** A stored event as the form's initial values (times in Bratislava time, the price in `language`'s number format). */
export function eventFormDefaults(event?: AdminEvent, language = 'sk'): EventFormDefaults {
  if (!event) return { language };
  return {
    name: event.name,
    description: event.description,
    language: event.language,
    isOnline: event.isOnline ? 'on' : undefined,
    url: event.url,
    ticketUrl: event.ticketUrl ?? undefined,
    startAt: toPortalLocalInput(event.startAt),
    endAt: toPortalLocalInput(event.endAt),
    locationName: event.locationName ?? undefined,
    organizerName: event.organizer.name,
    organizerUrl: event.organizer.url,
    organizerDescription: event.organizer.description ?? undefined,
    entry: event.price === null ? undefined : event.price === 0 ? 'free' : 'paid',
    price: event.price ? formatPriceInput(event.price, language) : undefined,
  };
}

/**
 * Parses an event form (the submission's rules, or an admin's) with its files and runs `save`.
 * A failed check, a missing or refused image or a use case's field error comes back as Conform's
 * reply with everything typed, and every error at once.
 */
export async function saveEventForm<R>({
  context,
  formData,
  kind,
  save,
}: {
  context: AppLoadContext;
  formData: FormData;
  kind: 'submission' | 'create' | 'edit';
  save: (input: EventInput, uploads: Awaited<ReturnType<typeof eventFormParts>>['uploads']) => Promise<R>;
}): Promise<{ ok: true; saved: R } | { ok: false; result: SubmissionResult<string[]>; status: number }> {
  const submission = parseWithZod(formData, {
    schema: kind === 'submission' ? eventSubmissionSchema : eventInputSchema,
  });
  const { uploads } = await eventFormParts(formData);
  const fileErrors = eventImageErrors(uploads, kind !== 'edit');
  if (submission.status !== 'success')
    return { ok: false, result: submission.reply({ fieldErrors: fileErrors }), status: 400 };
  try {
    return { ok: true, saved: await save(submission.value, uploads) };
  } catch (error) {
    if (hasErrorCode(error, 'RATE_LIMITED'))
      return {
        ok: false,
        result: submission.reply({ formErrors: [context.t('errors.rateLimited')] }),
        status: 429,
      };
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (hasErrorCode(error, 'VALIDATION_FAILED') && fieldErrors)
      return { ok: false, result: submission.reply({ fieldErrors }), status: 400 };
    throw error;
  }
}

import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../contracts/dates.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { EventInput } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { event } from '../../db/schema/content.ts';
import { notifyStaff } from '../shared/notify-staff.ts';
import type { EmailQueue, FileStore, ImageProcessor } from '../shared/ports.ts';
import { type EventImageUploads, storeEventImages } from './event-images.ts';
import { eventFieldValues, newEventUid } from './event-row.ts';

/** The moderation queue in the admin: the pending submissions. */
export const MODERATION_QUEUE_PATH = '/admin/events?status=pending';

/**
 * A signed-in user submits an event (docs/product/states.md event creation): its image and the organiser's logo are
 * required and stored re-encoded; the event waits as `pending` until an admin approves it, and the
 * staff (HR_EMAIL, like the other forms) are told by e-mail with a link to the moderation queue.
 */
export async function submitEvent({
  db,
  files,
  images,
  mail,
  hrEmail,
  publicUrl,
  onMailError,
  userId,
  input,
  uploads,
  locale,
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  mail: EmailQueue;
  /** Where the staff's notification goes. */
  hrEmail: string;
  publicUrl: string;
  /** Reports a failure to queue the staff's e-mail (the submission itself stands). */
  onMailError?: ((error: unknown) => void) | undefined;
  userId: string;
  input: EventInput;
  uploads: EventImageUploads;
  /** The submitter's language: the event's language when the form does not say. */
  locale: Locale;
}): Promise<{ uid: string; status: 'pending' }> {
  const stored = await storeEventImages({ db, files, images, ownerUserId: userId, uploads, required: true });
  const uid = newEventUid(input.name);
  const values = eventFieldValues(input, locale);
  await db.insert(event).values({
    uid,
    ...values,
    imageUrl: stored.image ?? null,
    organizerImageUrl: stored.organizerImage ?? null,
    status: 'pending',
    createdByUserId: userId,
  });
  const [submitter] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  await notifyStaff(
    { mail, hrEmail, publicUrl },
    {
      kind: 'event-submission',
      reference: input.name,
      facts: [
        { key: 'event', value: input.name },
        // Written out in the staff's language (Slovak) and Bratislava time, with the time of day.
        { key: 'eventStart', value: formatDateTime('sk', values.startAt, 'long') },
        input.isOnline ? { key: 'venue', code: 'online' } : { key: 'venue', value: input.locationName },
        { key: 'organizer', value: input.organizerName },
        { key: 'submittedBy', value: submitter && `${submitter.name} <${submitter.email}>` },
      ],
      adminPath: MODERATION_QUEUE_PATH,
    },
  ).catch((error: unknown) => onMailError?.(error));
  return { uid, status: 'pending' };
}

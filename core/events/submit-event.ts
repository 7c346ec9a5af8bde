import type { Locale } from '../../contracts/enums.ts';
import type { EventInput } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import type { FileStore, ImageProcessor } from '../shared/ports.ts';
import { type EventImageUploads, storeEventImages } from './event-images.ts';
import { eventFieldValues, newEventUid } from './event-row.ts';

/**
 * A signed-in user submits an event (SPEC §4 event creation): its image and the organiser's logo are
 * required and stored re-encoded; the event waits as `pending` until an admin approves it.
 */
export async function submitEvent({
  db,
  files,
  images,
  userId,
  input,
  uploads,
  locale,
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  userId: string;
  input: EventInput;
  uploads: EventImageUploads;
  /** The submitter's language: the event's language when the form does not say. */
  locale: Locale;
}): Promise<{ uid: string; status: 'pending' }> {
  const stored = await storeEventImages({ db, files, images, ownerUserId: userId, uploads, required: true });
  const uid = newEventUid(input.name);
  await db.insert(event).values({
    uid,
    ...eventFieldValues(input, locale),
    imageUrl: stored.image ?? null,
    organizerImageUrl: stored.organizerImage ?? null,
    status: 'pending',
    createdByUserId: userId,
  });
  return { uid, status: 'pending' };
}

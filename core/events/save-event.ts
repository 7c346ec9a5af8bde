import { eq } from 'drizzle-orm';
import type { Locale } from '../../contracts/enums.ts';
import type { AdminEvent, EventInput } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { event } from '../../db/schema/content.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore, ImageProcessor } from '../shared/ports.ts';
import { type EventImageUploads, storeEventImages } from './event-images.ts';
import { eventFieldValues, newEventUid } from './event-row.ts';
import { getAdminEvent } from './get-admin-event.ts';

/**
 * An admin creates an event (approved at once; its image and logo required) or changes one (new
 * files replace the stored ones; without files they stay). The uid never changes, so links and
 * calendar entries keep working.
 */
export async function saveEvent({
  db,
  files,
  images,
  input,
  uploads,
  locale,
  uid,
  now = new Date(),
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  input: EventInput;
  uploads: EventImageUploads;
  locale: Locale;
  /** The event to change; a new one without. */
  uid?: string;
  now?: Date;
}): Promise<AdminEvent> {
  if (uid) {
    const [existing] = await db.select({ uid: event.uid }).from(event).where(eq(event.uid, uid));
    if (!existing) throw new AppError('NOT_FOUND');
  }
  const stored = await storeEventImages({ db, files, images, ownerUserId: null, uploads, required: !uid });
  const storedImages = {
    ...(stored.image ? { imageUrl: stored.image } : {}),
    ...(stored.organizerImage ? { organizerImageUrl: stored.organizerImage } : {}),
  };
  if (uid) {
    await db
      .update(event)
      .set({ ...eventFieldValues(input, locale), ...storedImages, updatedAt: now })
      .where(eq(event.uid, uid));
    return getAdminEvent({ db, uid });
  }
  const created = newEventUid(input.name);
  await db.insert(event).values({
    uid: created,
    ...eventFieldValues(input, locale),
    ...storedImages,
    status: 'approved',
    reviewedAt: now,
  });
  return getAdminEvent({ db, uid: created });
}

import type { EventImageField } from '../../contracts/events.ts';
import { IMAGE_MAX_BYTES } from '../../contracts/media.ts';
import type { Db } from '../../db/client.ts';
import { storeImage } from '../files/store-image.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore, ImageProcessor } from '../shared/ports.ts';

/** The uploaded files of an event form (an empty file is no file). */
export type EventImageUploads = Partial<Record<EventImageField, Uint8Array | undefined>>;

const REQUIRED_MESSAGE: Record<EventImageField, string> = {
  image: 'events:validation.imageRequired',
  organizerImage: 'events:validation.organizerImageRequired',
};

/** What is wrong with the files of an event form before they are read: missing (when required) or over 5 MB. */
export function eventImageErrors(uploads: EventImageUploads, required: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['image', 'organizerImage'] as const) {
    const bytes = uploads[field];
    if (!bytes?.byteLength) {
      if (required) errors[field] = [REQUIRED_MESSAGE[field]];
    } else if (bytes.byteLength > IMAGE_MAX_BYTES) errors[field] = ['validation.imageSize'];
  }
  return errors;
}

/**
 * Stores an event's image (WebP within 1600 × 900) and its organiser's logo (PNG within 256 × 256,
 * transparency kept): ≤ 5 MB, JPEG, PNG or WebP by content, re-encoded. Missing required files and
 * files over the size are reported together, before anything is stored.
 */
export async function storeEventImages({
  db,
  files,
  images,
  ownerUserId,
  uploads,
  required,
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  ownerUserId: string | null;
  uploads: EventImageUploads;
  /** Whether both files must be there (a new event), or may be left out (an edit keeps the stored ones). */
  required: boolean;
}): Promise<Partial<Record<EventImageField, string>>> {
  const errors = eventImageErrors(uploads, required);
  if (Object.keys(errors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
  const stored: Partial<Record<EventImageField, string>> = {};
  if (uploads.image?.byteLength)
    stored.image = (
      await storeImage({
        db,
        files,
        images,
        ownerUserId,
        kind: 'event-image',
        bytes: uploads.image,
        field: 'image',
        maxWidth: 1600,
        maxHeight: 900,
      })
    ).id;
  if (uploads.organizerImage?.byteLength)
    stored.organizerImage = (
      await storeImage({
        db,
        files,
        images,
        ownerUserId,
        kind: 'organizer-logo',
        bytes: uploads.organizerImage,
        field: 'organizerImage',
        maxWidth: 256,
        maxHeight: 256,
        format: 'png',
      })
    ).id;
  return stored;
}

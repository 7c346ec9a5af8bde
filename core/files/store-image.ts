import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '../../contracts/media.ts';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore, ImageProcessor } from '../shared/ports.ts';
import { imageDimensions, MAX_IMAGE_PIXELS } from './image-dimensions.ts';

/**
 * Stores an uploaded or downloaded image: at most 5 MB and 40 megapixels (read from its header),
 * JPEG, PNG or WebP by its content,
 * re-encoded (metadata stripped, fitted into `maxWidth` × `maxHeight`) under a random key. Anything
 * else is refused with a field error on `field` and nothing is stored. The id ends with the
 * extension of the stored type, so `/media/{id}` names a file of the type it serves.
 */
export async function storeImage({
  db,
  files,
  images,
  ownerUserId,
  kind,
  bytes,
  field,
  maxWidth,
  maxHeight,
  format,
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  ownerUserId: string | null;
  /** What the image is (stored_file.kind), e.g. a public kind of contracts/media.ts or `cv-photo`. */
  kind: string;
  bytes: Uint8Array;
  /** The form field that errors are reported on. */
  field: string;
  maxWidth: number;
  maxHeight: number;
  /** WebP by default; PNG keeps the transparency of logos. */
  format?: 'webp' | 'jpeg' | 'png';
}): Promise<{ id: string; mimeType: string; size: number; width: number; height: number }> {
  const refuse = (key: string) =>
    new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: [`validation.${key}`] } });
  if (bytes.byteLength === 0) throw refuse('fileRequired');
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw refuse('imageSize');
  // A decompression bomb is refused from its header, before the decoder allocates for its pixels.
  const declared = imageDimensions(bytes);
  if (declared && declared.width * declared.height > MAX_IMAGE_PIXELS) throw refuse('imageDimensions');
  const image = await images.normalize(bytes, { maxWidth, maxHeight, ...(format ? { format } : {}) });
  if (!image) throw refuse('imageType');
  const name = randomBytes(16).toString('hex');
  const id = `${name}.${image.extension}`;
  const storageKey = `${kind}/${id}`;
  await files.put(storageKey, image.bytes, image.contentType);
  await db.insert(storedFile).values({
    id,
    ownerUserId,
    kind,
    storageKey,
    originalName: `${kind}.${image.extension}`,
    mimeType: image.contentType,
    size: image.bytes.byteLength,
  });
  return {
    id,
    mimeType: image.contentType,
    size: image.bytes.byteLength,
    width: image.width,
    height: image.height,
  };
}

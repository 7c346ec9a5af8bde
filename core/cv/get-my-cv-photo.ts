import type { Db } from '../../db/client.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf } from './cv-photo-file.ts';

/** The photo of the candidate's own CV, or undefined without one. */
export async function getMyCvPhoto({
  db,
  files,
  userId,
}: {
  db: Db;
  files: FileStore;
  userId: string;
}): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
  const photo = await cvPhotoFileOf(db, { userId });
  const bytes = photo ? await files.get(photo.storageKey) : undefined;
  return photo && bytes ? { bytes, mimeType: photo.mimeType } : undefined;
}

import type { Db } from '../../db/client.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf } from './cv-photo-file.ts';
import { viewSharedCv, type CvViewer } from './view-shared-cv.ts';

/** The photo of a shared CV, under the same privacy rules as the CV itself; NOT_FOUND without one. */
export async function getSharedCvPhoto({
  db,
  files,
  token,
  viewer,
  today,
}: {
  db: Db;
  files: FileStore;
  token: string;
  viewer: CvViewer;
  today: string;
}): Promise<{ bytes: Uint8Array; mimeType: string }> {
  await viewSharedCv({ db, token, viewer, today });
  const photo = await cvPhotoFileOf(db, { token });
  const bytes = photo ? await files.get(photo.storageKey) : undefined;
  if (!photo || !bytes) throw new AppError('NOT_FOUND');
  return { bytes, mimeType: photo.mimeType };
}

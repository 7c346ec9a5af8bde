import type { Db } from '../../db/client.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf } from './cv-photo-file.ts';

/** The candidate's uploaded CV document with its bytes (only with `withBytes`), or undefined. */
export async function getMyCvFile({
  db,
  files,
  userId,
  withBytes = false,
}: {
  db: Db;
  files: FileStore;
  userId: string;
  withBytes?: boolean;
}): Promise<
  { id: string; name: string; size: number; mimeType: string; bytes?: Uint8Array | undefined } | undefined
> {
  const file = await cvPhotoFileOf(db, { userId }, 'upload');
  if (!file) return undefined;
  const described = { id: file.id, name: file.name, size: file.size, mimeType: file.mimeType };
  if (!withBytes) return described;
  const bytes = await files.get(file.storageKey);
  return bytes ? { ...described, bytes } : undefined;
}

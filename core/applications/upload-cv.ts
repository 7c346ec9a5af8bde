import { storeDocument } from '../files/store-document.ts';

type Upload = Omit<Parameters<typeof storeDocument>[0], 'ownerUserId' | 'kind'>;

/**
 * Stores a CV a signed-in candidate uploads for an application (PDF, DOC, DOCX or ODT by its content,
 * at most 10 MB); answers the stored file, whose id the application names.
 */
export function uploadCv({ userId, ...upload }: Upload & { userId: string }) {
  return storeDocument({ ...upload, ownerUserId: userId, kind: 'cv' });
}

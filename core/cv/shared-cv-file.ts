import type { CvInLanguage, CvLanguage, SharedCv } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf } from './cv-photo-file.ts';
import { viewSharedCv, type CvViewer } from './view-shared-cv.ts';

/** What a CV file renderer (PDF, Word) gets: the CV as its viewer sees it, in one language, and the photo. */
export interface CvRenderInput {
  shared: Omit<SharedCv, 'cv'>;
  cv: CvInLanguage;
  language: CvLanguage;
  /** The photo (JPEG or PNG) as a data URL, when there is one. */
  photo?: string | undefined;
}
export type RenderCvFile = (input: CvRenderInput) => Promise<Uint8Array>;

/**
 * A shared CV rendered as a file under the same privacy rules as its page (`viewSharedCv`: 401, 403,
 * 404 before anything is rendered), in the language asked for (else the CV's primary one), with a
 * file name of the person and the language: `cv-lubomir-stastny-en.pdf`.
 */
export async function sharedCvFile({
  db,
  files,
  render,
  extension,
  token,
  viewer,
  language,
  today,
}: {
  db: Db;
  files: FileStore;
  render: RenderCvFile;
  extension: 'pdf' | 'docx';
  token: string;
  viewer: CvViewer;
  language?: CvLanguage | undefined;
  today: string;
}): Promise<{ bytes: Uint8Array; filename: string; ownerId: string | null }> {
  const shared = await viewSharedCv({ db, token, viewer, language, today });
  let photo: string | undefined;
  if (shared.photoUrl) {
    const row = await cvPhotoFileOf(db, { token });
    const bytes =
      row && /^image\/(jpeg|png)$/.test(row.mimeType) ? await files.get(row.storageKey) : undefined;
    if (bytes && row) photo = `data:${row.mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
  }
  const bytes = await render({ shared, cv: shared.cv, language: shared.language, photo });
  const slug = `${shared.person.firstName}-${shared.person.lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
  return {
    bytes,
    filename: `cv-${slug}-${shared.language}.${extension}`,
    ownerId: shared.isOwner ? viewer.userId : null,
  };
}

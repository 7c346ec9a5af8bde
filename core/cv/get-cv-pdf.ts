import { otherCvLanguage, type CvDocument, type CvLanguage, type SharedCv } from '../../contracts/cv.ts';
import { cvInSecondLanguage } from '../../contracts/cv-sheet.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvPhotoFileOf } from './cv-photo-file.ts';
import { viewSharedCv, type CvViewer } from './view-shared-cv.ts';

/** What the PDF renderer gets: the CV as its viewer sees it, in one language, and the photo. */
export interface CvPdfInput {
  shared: Omit<SharedCv, 'cv'>;
  cv: CvDocument;
  language: CvLanguage;
  photo?: string | undefined;
}
export type RenderCvPdf = (input: CvPdfInput) => Promise<Uint8Array>;

/**
 * A shared CV as PDF bytes under the same privacy rules as the page (docs/product/states.md, docs/product/api-calls.md generatePdf), in its
 * language or, when it has one and it is asked for, its second language.
 */
export async function getCvPdf({
  db,
  files,
  render,
  token,
  viewer,
  language,
  today,
}: {
  db: Db;
  files: FileStore;
  render: RenderCvPdf;
  token: string;
  viewer: CvViewer;
  language?: CvLanguage | undefined;
  today: string;
}): Promise<{ bytes: Uint8Array; filename: string; ownerId: string | null }> {
  const shared = await viewSharedCv({ db, token, viewer, today });
  const second = language && shared.secondLanguage && language === otherCvLanguage(shared.language);
  const shown = second ? otherCvLanguage(shared.language) : shared.language;
  let photo: string | undefined;
  if (shared.photoUrl) {
    const row = await cvPhotoFileOf(db, { token });
    const bytes =
      row && /^image\/(jpeg|png)$/.test(row.mimeType) ? await files.get(row.storageKey) : undefined;
    if (bytes && row) photo = `data:${row.mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
  }
  const bytes = await render({
    shared,
    cv: second ? cvInSecondLanguage(shared.cv) : shared.cv,
    language: shown,
    photo,
  });
  const slug = `${shared.person.firstName}-${shared.person.lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
  return { bytes, filename: `cv-${slug}-${shown}.pdf`, ownerId: shared.isOwner ? viewer.userId : null };
}

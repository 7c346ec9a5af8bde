import type { Db } from '../../db/client.ts';
import { storeDocument } from '../files/store-document.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore } from '../shared/ports.ts';
import { getCvAttachments } from './get-cv-attachments.ts';
import type { CvLanguage } from '../../contracts/cv.ts';
import { getCvPdf, type RenderCvPdf } from './get-cv-pdf.ts';
import { getMyCvFile } from './get-my-cv-file.ts';
import { getMyCvSettings } from './get-my-cv-settings.ts';

/** Which CV of the builder goes with an application. */
export type CvAttachmentSource = 'generated' | 'uploaded';

/**
 * Stores the candidate's portal CV as an application CV (`stored_file` kind `cv`), exactly as if it
 * had been uploaded: `generated` renders the CV's PDF in `language` (else its primary language), `uploaded` copies the CV
 * document kept in the builder. The copy belongs to the application, so editing or removing the CV
 * later does not change what HR received. Without that CV: a field error of `file`.
 */
export async function attachCvToApplication({
  db,
  files,
  render,
  userId,
  source,
  language,
  today,
}: {
  db: Db;
  files: FileStore;
  render: RenderCvPdf;
  userId: string;
  source: CvAttachmentSource;
  /** The language of the generated PDF (ADR 110). */
  language?: CvLanguage | undefined;
  today: string;
}): Promise<{ id: string; name: string; size: number }> {
  const missing = () =>
    new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.cvRequired'] } });
  let document: { name: string; bytes: Uint8Array };
  if (source === 'uploaded') {
    const file = await getMyCvFile({ db, files, userId, withBytes: true });
    if (!file?.bytes) throw missing();
    document = { name: file.name, bytes: file.bytes };
  } else {
    if (!(await getCvAttachments({ db, files, userId })).generated) throw missing();
    const settings = await getMyCvSettings({ db, userId });
    const pdf = await getCvPdf({
      db,
      files,
      render,
      token: settings.token,
      viewer: { userId, isAdmin: false },
      language: language ?? settings.language,
      today,
    });
    document = { name: pdf.filename, bytes: pdf.bytes };
  }
  const stored = await storeDocument({
    db,
    files,
    ownerUserId: userId,
    kind: 'cv',
    originalName: document.name,
    bytes: document.bytes,
  });
  return { id: stored.id, name: stored.name, size: stored.size };
}

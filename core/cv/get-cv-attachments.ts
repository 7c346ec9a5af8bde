import type { CvLanguage } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../shared/ports.ts';
import { cvTextLanguages } from '../../contracts/cv-sheet.ts';
import { loadCvDocument } from './cv-rows.ts';
import { getMyCvFile } from './get-my-cv-file.ts';
import { getMyCvSettings } from './get-my-cv-settings.ts';

/** What of the CV builder an application can attach: the generated PDF and the uploaded CV document. */
export interface CvAttachments {
  /**
   * The portal CV as PDF: its primary language and the languages it has texts in (each offered as
   * its own PDF); null while the CV is empty.
   */
  generated: { language: CvLanguage; languages: CvLanguage[] } | null;
  uploaded: { name: string; size: number } | null;
}

/**
 * What the candidate's CV offers to a job application. A CV counts once it says anything (a
 * position, a bio or any entry); without a candidate profile nothing is offered.
 */
export async function getCvAttachments({
  db,
  files,
  userId,
}: {
  db: Db;
  files: FileStore;
  userId: string;
}): Promise<CvAttachments> {
  const settings = await getMyCvSettings({ db, userId }).catch(() => null);
  if (!settings) return { generated: null, uploaded: null };
  const { document } = await loadCvDocument(db, userId);
  const languages = cvTextLanguages(document);
  const written =
    languages.length > 0 ||
    [
      document.employments,
      document.educations,
      document.references,
      document.certificates,
      document.languages,
      document.technologies,
    ].some((entries) => entries.length > 0);
  const file = await getMyCvFile({ db, files, userId });
  return {
    generated: written
      ? { language: settings.language, languages: languages.length ? languages : [settings.language] }
      : null,
    uploaded: file ? { name: file.name, size: file.size } : null,
  };
}

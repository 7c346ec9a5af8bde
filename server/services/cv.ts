import { toPortalLocalInput } from '../../contracts/dates.ts';
import type { CvDocument, CvSection, CvSectionValue, CvSettingsInput } from '../../contracts/cv.ts';
import { cvUnlockLimits } from '../rate-limits.ts';
import { getCvDocx } from '../../core/cv/get-cv-docx.ts';
import { getCvPdf } from '../../core/cv/get-cv-pdf.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { queuedCvPasswordHashing } from '../../infra/auth/password-hashing.ts';
import { renderCvDocx } from '../../infra/docx/render-cv-docx.ts';
import { renderCvPdf } from '../../infra/pdf/render-cv-pdf.ts';
import { LinkedInImportRefused, parseLinkedInExport } from '../../infra/import/linkedin-export.ts';
import { CV_PDF_TASK } from '../cv-pdf-task.ts';
import type { CvLanguage } from '../../contracts/cv.ts';
import { getMyCv } from '../../core/cv/get-my-cv.ts';
import { getMyCvPhoto } from '../../core/cv/get-my-cv-photo.ts';
import { getSharedCvPhoto } from '../../core/cv/get-shared-cv-photo.ts';
import { getSharedCvPrivacy } from '../../core/cv/get-shared-cv-privacy.ts';
import { removeCvPhoto } from '../../core/cv/remove-cv-photo.ts';
import { replaceCvPhoto } from '../../core/cv/replace-cv-photo.ts';
import { getMyCvSettings } from '../../core/cv/get-my-cv-settings.ts';
import { getMyCvFile } from '../../core/cv/get-my-cv-file.ts';
import { removeCvFile } from '../../core/cv/remove-cv-file.ts';
import { replaceCvFile } from '../../core/cv/replace-cv-file.ts';
import { getCvAttachments } from '../../core/cv/get-cv-attachments.ts';
import { attachCvToApplication, type CvAttachmentSource } from '../../core/cv/attach-cv-to-application.ts';
import { rotateCvToken } from '../../core/cv/rotate-cv-token.ts';
import { saveMyCv } from '../../core/cv/save-my-cv.ts';
import { saveMyCvSection } from '../../core/cv/save-my-cv-section.ts';
import { getMyCvSectionVersions } from '../../core/cv/get-my-cv-section-versions.ts';
import { unlockSharedCv } from '../../core/cv/unlock-shared-cv.ts';
import { updateCvSettings } from '../../core/cv/update-cv-settings.ts';
import { viewSharedCv, type CvViewer } from '../../core/cv/view-shared-cv.ts';
import { countCvLinkUse, type CvLinkUse } from '../../core/cv/count-cv-link-use.ts';
import { getCvLinkStats } from '../../core/cv/get-cv-link-stats.ts';
import type { ServiceContext } from './context.ts';

/** "Today" in the portal's time zone, where a CV's "present" ends. */
const portalToday = () => toPortalLocalInput(new Date()).slice(0, 10);

/** The CV builder's use cases bound to this process's adapters. */
export function createCvServices({
  db,
  files,
  images,
  tasks,
  publicUrl,
  mail,
  limiter,
  rateLimitScale,
}: ServiceContext) {
  return {
    /** Unlock cookies are `Secure` when the portal is served over HTTPS. */
    secureCookies: publicUrl.startsWith('https://'),
    getMyCv: (userId: string) => getMyCv({ db, userId }),
    saveMyCv: (userId: string, document: CvDocument) => saveMyCv({ db, userId, document }),
    /** One section on its own; refused (CV_SECTION_STALE) when `version` is no longer the stored one. */
    saveMyCvSection: <S extends CvSection>(
      userId: string,
      section: S,
      value: CvSectionValue<S>,
      version?: number,
    ) => saveMyCvSection({ db, userId, section, value, version }),
    getMyCvSectionVersions: (userId: string) => getMyCvSectionVersions({ db, userId }),
    /** Sets the CV photo (sniffed, re-encoded); the previous photo's file is deleted. */
    replaceCvPhoto: (userId: string, bytes: Uint8Array) =>
      replaceCvPhoto({ db, files, images, userId, bytes }),
    getMyCvPhoto: (userId: string) => getMyCvPhoto({ db, files, userId }),
    removeCvPhoto: (userId: string) => removeCvPhoto({ db, files, userId }),
    /** The photo of a shared CV, under the link's privacy rules. */
    getSharedCvPhoto: (token: string, viewer: CvViewer) =>
      getSharedCvPhoto({ db, files, token, viewer, today: portalToday() }),
    /** The candidate's own CV document (PDF/DOC/DOCX/ODT, sniffed like an application's CV). */
    replaceCvFile: (userId: string, originalName: string, bytes: Uint8Array) =>
      replaceCvFile({ db, files, userId, originalName, bytes }),
    getMyCvFile: (userId: string, withBytes = false) => getMyCvFile({ db, files, userId, withBytes }),
    removeCvFile: (userId: string) => removeCvFile({ db, files, userId }),
    /** What the CV offers to a job application (the generated PDF, the uploaded document). */
    getCvAttachments: (userId: string) => getCvAttachments({ db, files, userId }),
    /** Stores the portal CV (rendered PDF or a copy of the uploaded document) as an application CV. */
    attachCvToApplication: (userId: string, source: CvAttachmentSource, language?: CvLanguage) =>
      attachCvToApplication({
        db,
        files,
        render: renderCvPdf,
        userId,
        source,
        language,
        today: portalToday(),
      }),
    getMyCvSettings: (userId: string) => getMyCvSettings({ db, userId }),
    /** The language an import's texts go to: the one asked for, else the CV's primary language. */
    importLanguage: async (userId: string, asked?: CvLanguage): Promise<CvLanguage> =>
      asked ?? (await getMyCvSettings({ db, userId }).catch(() => null))?.language ?? 'sk',
    updateCvSettings: (
      userId: string,
      input: CvSettingsInput,
      isAccountPassword: (password: string) => Promise<boolean>,
    ) => updateCvSettings({ db, userId, input, isAccountPassword, passwords: queuedCvPasswordHashing }),
    rotateCvToken: (userId: string) => rotateCvToken({ db, userId }),
    /** A LinkedIn data export read as a CV preview; a refusal is a field error of `file`. */
    parseLinkedInExport: async (zip: Uint8Array, language?: CvLanguage) => {
      try {
        return await parseLinkedInExport(zip, language);
      } catch (error) {
        if (error instanceof LinkedInImportRefused)
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { file: [`cv:errors.linkedin.${error.reason}`] },
          });
        throw error;
      }
    },
    /** The owner's CV in `language` (else its primary one) with name and contact, as the JSON Resume export needs them. */
    resume: async (userId: string, language?: CvLanguage) => {
      const { token } = await getMyCvSettings({ db, userId });
      const shared = await viewSharedCv({
        db,
        token,
        viewer: { userId, isAdmin: false },
        language,
        today: portalToday(),
      });
      return { cv: shared.cv, person: shared.person, language: shared.language };
    },
    getSharedCvPrivacy: (token: string) => getSharedCvPrivacy({ db, token }),
    viewSharedCv: (token: string, viewer: CvViewer, language?: CvLanguage) =>
      viewSharedCv({ db, token, viewer, language, today: portalToday() }),
    /**
     * A password attempt on a shared CV from `ip`: limited per address and per CV (the owner is told
     * once when the CV locks), the unlock cookie's value when right (ADR 103).
     */
    unlockSharedCv: (token: string, password: string, ip: string) =>
      unlockSharedCv({
        db,
        mail,
        publicUrl,
        limits: cvUnlockLimits(limiter, { ip, scale: rateLimitScale }),
        passwords: queuedCvPasswordHashing,
        token,
        password,
      }),
    /** The CV as PDF bytes, under the link's privacy rules. */
    getCvPdf: (token: string, viewer: CvViewer, language?: CvLanguage) =>
      getCvPdf({ db, files, render: renderCvPdf, token, viewer, language, today: portalToday() }),
    /** The CV as a Word file, under the link's privacy rules (those of the PDF). */
    getCvDocx: (token: string, viewer: CvViewer, language?: CvLanguage) =>
      getCvDocx({ db, files, render: renderCvDocx, token, viewer, language, today: portalToday() }),
    /**
     * Counts a use of the shared link its viewer was allowed (ADR 116): a person's browser, not the
     * owner; nothing of the visitor is stored.
     */
    countLinkUse: (
      token: string,
      use: CvLinkUse,
      visit: { isOwner: boolean; headers: { get(name: string): string | null | undefined } },
    ) => countCvLinkUse({ db, token, use, ...visit, today: portalToday() }),
    /** The owner's link statistics: views per day of the last 90 days, downloads. */
    getCvLinkStats: (userId: string) => getCvLinkStats({ db, userId, today: portalToday() }),
    /** Queues the PDF for its owner's inbox; only the owner of the link may ask (else 403). */
    requestPdf: async (userId: string, token: string, language: CvLanguage) => {
      const shared = await viewSharedCv({
        db,
        token,
        viewer: { userId, isAdmin: false },
        today: portalToday(),
      });
      if (!shared.isOwner) throw new AppError('FORBIDDEN');
      if (!tasks) throw new Error('no task queue');
      await tasks.enqueue(CV_PDF_TASK, { userId, token, language });
    },
  };
}

/**
 * Limits of job applications, without the schemas: pages import them without the validation
 * library (ADR 092).
 */

/** CV files a candidate may attach: PDF, DOC, DOCX, ODT, sniffed by content. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';
export const PORTAL_CV_CHOICE = { generated: 'portal-cv-pdf', uploaded: 'portal-cv-file' } as const;
/** The apply page's choice of the portal CV's PDF in one language (`portal-cv-pdf-en`); ADR 110. */
export const portalCvPdfChoice = (language: 'sk' | 'en') => `${PORTAL_CV_CHOICE.generated}-${language}`;

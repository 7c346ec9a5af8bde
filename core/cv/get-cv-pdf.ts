import { sharedCvFile, type CvRenderInput, type RenderCvFile } from './shared-cv-file.ts';

/** What the PDF renderer gets. */
export type CvPdfInput = CvRenderInput;
export type RenderCvPdf = RenderCvFile;

/**
 * A shared CV as PDF bytes under the same privacy rules as the page (docs/product/states.md, docs/product/api-calls.md generatePdf), in the
 * language asked for (else the CV's primary one): each text in it, or in the other where it has none.
 */
export function getCvPdf(request: Omit<Parameters<typeof sharedCvFile>[0], 'extension'>) {
  return sharedCvFile({ ...request, extension: 'pdf' });
}

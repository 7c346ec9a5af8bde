import { sharedCvFile } from './shared-cv-file.ts';

/**
 * A shared CV as a Word file (ADR 111) under exactly the PDF's rules: the link's privacy
 * (`viewSharedCv`), the language asked for (else the CV's primary one), the same content.
 */
export function getCvDocx(request: Omit<Parameters<typeof sharedCvFile>[0], 'extension'>) {
  return sharedCvFile({ ...request, extension: 'docx' });
}

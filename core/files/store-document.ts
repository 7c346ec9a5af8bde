import { randomBytes, randomUUID } from 'node:crypto';
import { CV_MAX_BYTES } from '../../contracts/applications.ts';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import type { FileStore } from '../shared/ports.ts';
import { documentTypes, sniffDocument } from '../shared/sniff-document.ts';

/**
 * Stores an uploaded document (a CV): at most 10 MB, PDF, DOC, DOCX or ODT by its content, under a
 * random key; the `stored_file` row records its owner. Anything else is refused with a field error
 * on `file` and nothing is stored.
 */
export async function storeDocument({
  db,
  files,
  ownerUserId,
  kind,
  originalName,
  bytes,
}: {
  db: Db;
  files: FileStore;
  /** The signed-in uploader; null for an anonymous form (the questionnaire's CV variant). */
  ownerUserId: string | null;
  /** `cv-file` is the candidate's own CV document kept with the CV builder (one per CV). */
  kind: 'cv' | 'questionnaire-cv' | 'cv-file';
  originalName: string;
  bytes: Uint8Array;
}): Promise<{ id: string; mimeType: string; size: number; name: string }> {
  const refuse = (key: string) =>
    new AppError('VALIDATION_FAILED', { fieldErrors: { file: [`validation.${key}`] } });
  if (bytes.byteLength === 0) throw refuse('fileRequired');
  if (bytes.byteLength > CV_MAX_BYTES) throw refuse('documentSize');
  const sniffed = await sniffDocument(bytes);
  if ('rejected' in sniffed)
    throw refuse(sniffed.rejected === 'suspicious_archive' ? 'documentSuspicious' : 'documentType');
  const { mimeType, extension } = documentTypes[sniffed.kind];
  const id = randomUUID();
  const storageKey = `${kind}/${randomBytes(16).toString('hex')}.${extension}`;
  await files.put(storageKey, bytes, mimeType);
  await db.insert(storedFile).values({
    id,
    ownerUserId,
    kind,
    storageKey,
    originalName: storedName(originalName, extension),
    mimeType,
    size: bytes.byteLength,
  });
  return { id, mimeType, size: bytes.byteLength, name: storedName(originalName, extension) };
}

/**
 * The name a document is kept and downloaded under: the uploaded name without path separators or
 * control characters, its extension replaced by the detected type's, so that a PDF/HTML polyglot
 * named `cv.html` becomes `cv.pdf` and is never opened as a web page.
 */
export function storedName(originalName: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = originalName.replace(/[\\/\u0000-\u001f\u007f]/g, '').trim();
  const base =
    clean
      .replace(/\.[^.]{0,16}$/, '')
      .replace(/\.+$/, '')
      .slice(0, 190)
      .trim() || 'cv';
  return `${base}.${extension}`;
}

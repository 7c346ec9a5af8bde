import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplication } from '../../db/schema/candidates.ts';
import { storedFile } from '../../db/schema/files.ts';
import type { FileStore } from '../shared/ports.ts';
import { AppError } from '../shared/app-error.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
};

/**
 * The CV attached to an application, with a generated download name (`cv-<application>-<random>.pdf`):
 * the uploader's own file name never reaches a header. NOT_FOUND when there is no CV.
 */
export async function getApplicationCv({
  db,
  files,
  id,
}: {
  db: Db;
  files: FileStore;
  id: number;
}): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string }> {
  const [row] = await db
    .select({ key: storedFile.storageKey, mimeType: storedFile.mimeType })
    .from(jobApplication)
    .innerJoin(storedFile, eq(storedFile.id, jobApplication.fileId))
    .where(eq(jobApplication.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const bytes = await files.get(row.key);
  if (!bytes) throw new AppError('NOT_FOUND');
  const extension = EXTENSIONS[row.mimeType] ?? 'bin';
  const mimeType = EXTENSIONS[row.mimeType] ? row.mimeType : 'application/octet-stream';
  return { bytes, mimeType, fileName: `cv-${id}-${randomBytes(6).toString('hex')}.${extension}` };
}

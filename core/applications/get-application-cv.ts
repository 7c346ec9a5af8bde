import { randomBytes } from 'node:crypto';
import { jobApplication } from '../../db/schema/candidates.ts';
import { readAttachedFile, type AttachedFileRequest } from '../files/read-attached-file.ts';
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
export async function getApplicationCv(
  request: AttachedFileRequest,
): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string }> {
  const file = await readAttachedFile({
    ...request,
    record: { table: jobApplication, id: jobApplication.id, fileId: jobApplication.fileId },
  });
  if (!file) throw new AppError('NOT_FOUND');
  const extension = EXTENSIONS[file.mimeType] ?? 'bin';
  const mimeType = EXTENSIONS[file.mimeType] ? file.mimeType : 'application/octet-stream';
  return {
    bytes: file.bytes,
    mimeType,
    fileName: `cv-${request.id}-${randomBytes(6).toString('hex')}.${extension}`,
  };
}

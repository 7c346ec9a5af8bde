import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import { readAttachedFile, type AttachedFileRequest } from '../files/read-attached-file.ts';

/** The CV uploaded with a questionnaire (for the admin), or undefined when there is none. */
export async function getQuestionnaireCv(
  request: AttachedFileRequest,
): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string } | undefined> {
  const file = await readAttachedFile({
    ...request,
    record: { table: salaryQuestionnaire, id: salaryQuestionnaire.id, fileId: salaryQuestionnaire.cvFileId },
  });
  return file && { bytes: file.bytes, mimeType: file.mimeType, fileName: file.originalName };
}

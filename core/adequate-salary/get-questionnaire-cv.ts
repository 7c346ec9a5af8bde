import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/files.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import type { FileStore } from '../shared/ports.ts';

/** The CV uploaded with a questionnaire (for the admin), or undefined when there is none. */
export async function getQuestionnaireCv({
  db,
  files,
  id,
}: {
  db: Db;
  files: FileStore;
  id: number;
}): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string } | undefined> {
  const [row] = await db
    .select({ key: storedFile.storageKey, mimeType: storedFile.mimeType, fileName: storedFile.originalName })
    .from(salaryQuestionnaire)
    .innerJoin(storedFile, eq(storedFile.id, salaryQuestionnaire.cvFileId))
    .where(eq(salaryQuestionnaire.id, id));
  if (!row) return undefined;
  const bytes = await files.get(row.key);
  return bytes ? { bytes, mimeType: row.mimeType, fileName: row.fileName } : undefined;
}

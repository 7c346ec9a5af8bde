import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/files.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';

export interface QuestionnaireListItem {
  id: number;
  /** programmer | tester */
  variant: string;
  /** form | cv */
  source: 'form' | 'cv';
  name: string;
  email: string;
  overalPraxis: number | null;
  wage: number | null;
  technologies: string[];
  manualTester: boolean | null;
  cv: { fileName: string; size: number } | null;
  language: string;
  createdAt: string;
}

/** The submitted questionnaires for the admin, newest first. */
export async function listQuestionnaires({
  db,
  limit = 200,
}: {
  db: Db;
  limit?: number;
}): Promise<QuestionnaireListItem[]> {
  const rows = await db
    .select({
      q: salaryQuestionnaire,
      fileName: storedFile.originalName,
      fileSize: storedFile.size,
    })
    .from(salaryQuestionnaire)
    .leftJoin(storedFile, eq(storedFile.id, salaryQuestionnaire.cvFileId))
    .orderBy(desc(salaryQuestionnaire.createdAt), desc(salaryQuestionnaire.id))
    .limit(limit);
  return rows.map(({ q, fileName, fileSize }) => ({
    id: q.id,
    variant: q.variant,
    source: q.cvFileId || q.computedWage === null ? 'cv' : 'form',
    name: q.name,
    email: q.email,
    overalPraxis: q.overalPraxis,
    wage: q.computedWage,
    technologies: q.technologiesKnown ?? [],
    manualTester: q.manualTester,
    cv: fileName ? { fileName, size: fileSize ?? 0 } : null,
    language: q.language,
    createdAt: q.createdAt.toISOString(),
  }));
}

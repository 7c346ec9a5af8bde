import type { z } from 'zod';
import type { questionnaireCvSchema } from '../../contracts/questionnaire.ts';
import { recordQuestionnaire, type QuestionnaireSubmission } from './record-questionnaire.ts';

/**
 * Stores the CV variant of the questionnaire: name, e-mail and the stored CV (a `stored_file` of
 * kind questionnaire-cv), no wage (HR answers in person), with the 3-year consent; then tells HR.
 */
export async function submitQuestionnaireCv({
  input,
  cv,
  ...context
}: QuestionnaireSubmission & {
  input: z.output<typeof questionnaireCvSchema>;
  /** The stored file (see core/files/store-document.ts). */
  cv: { fileId: string; fileName: string };
}): Promise<{ id: number; notifyError?: unknown }> {
  return recordQuestionnaire({
    ...context,
    input,
    answers: { cvFileId: cv.fileId, computedWage: null },
    detail: 'CV',
    facts: [{ key: 'cv', value: cv.fileName }],
  });
}

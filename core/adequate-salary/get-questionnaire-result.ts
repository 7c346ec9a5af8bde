import { eq } from 'drizzle-orm';
import type { QuestionnaireProfession } from '../../contracts/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import type { WageEstimate } from '../questionnaire/compute-wage.ts';
import { estimateWage } from './estimate-wage.ts';

/** What the thank-you page shows of a stored submission: the profession and the estimate, never who sent it. */
export interface QuestionnaireResult {
  profession: QuestionnaireProfession;
  /** Null for the CV variant (HR answers it). */
  estimate: WageEstimate | null;
}

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The result of the submission with this thank-you id, its estimate computed from the stored
 * answers (with today's technology categories, as when it was sent unless they changed since);
 * undefined for any other id.
 */
export async function getQuestionnaireResult({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<QuestionnaireResult | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(salaryQuestionnaire)
    .where(eq(salaryQuestionnaire.resultToken, token))
    .limit(1);
  if (!row) return undefined;
  const profession = row.variant as QuestionnaireProfession;
  if (row.computedWage === null) return { profession, estimate: null };
  const overalPraxis = row.overalPraxis ?? 0;
  const estimate = await estimateWage({
    db,
    input:
      profession === 'programmer'
        ? {
            profession,
            overalPraxis,
            isTeamleader: row.isTeamleader ?? false,
            isArchitect: row.isArchitect ?? false,
            technologiesKnown: row.technologiesKnown ?? [],
          }
        : {
            profession,
            overalPraxis,
            manualTester: row.manualTester ?? false,
            CIexperience: row.ciExperience ?? false,
            performanceExperience: row.performanceExperience ?? false,
          },
  });
  return { profession, estimate };
}

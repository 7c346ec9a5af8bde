import type { Locale } from '../../contracts/enums.ts';
import type {
  QuestionnaireInput,
  TechnologyCategory,
  questionnaireCvSchema,
} from '../../contracts/questionnaire.ts';
import type { z } from 'zod';
import { estimateWage } from '../../core/adequate-salary/estimate-wage.ts';
import { getQuestionnaireCv } from '../../core/adequate-salary/get-questionnaire-cv.ts';
import { getQuestionnaireResult } from '../../core/adequate-salary/get-questionnaire-result.ts';
import { listQuestionnaires } from '../../core/adequate-salary/list-questionnaires.ts';
import { listTechnologyCategories } from '../../core/adequate-salary/list-technology-categories.ts';
import { submitQuestionnaire } from '../../core/adequate-salary/submit-questionnaire.ts';
import { submitQuestionnaireCv } from '../../core/adequate-salary/submit-questionnaire-cv.ts';
import { updateTechnologyCategory } from '../../core/adequate-salary/update-technology-category.ts';
import { storeDocument } from '../../core/files/store-document.ts';
import type { ProgrammerWageInput, TesterWageInput } from '../../core/questionnaire/compute-wage.ts';
import type { ServiceContext } from './context.ts';

/**
 * The adequate-salary questionnaire (its wage calculator is core/questionnaire/, pure, for the
 * browser too): the submission with its wage or CV, the thank-you page's result, the technologies'
 * categories; for admins, the submissions, their CVs and the categories' bonuses.
 */
export function createAdequateSalaryServices({ db, files, i18n, formDeps }: ServiceContext) {
  /** What both submissions need: where HR's e-mail goes, in Slovak. */
  const questionnaireDeps = {
    db,
    mail: formDeps.mail,
    hrEmail: formDeps.hrEmail,
    publicUrl: formDeps.publicUrl,
    staffT: i18n.t('sk') as (key: string, values?: Record<string, unknown>) => string,
  };
  return {
    /** Stores a questionnaire with its wage and consent, and tells HR (a failure to queue that is logged). */
    submitQuestionnaire: async (input: QuestionnaireInput, locale: Locale, ipAddress?: string) => {
      const { notifyError, ...result } = await submitQuestionnaire({
        ...questionnaireDeps,
        input,
        locale,
        ipAddress,
      });
      if (notifyError) formDeps.onMailError?.(notifyError);
      return result;
    },
    /** The questionnaire's CV variant: the sniffed file and the submission without a wage; tells HR. */
    submitQuestionnaireCv: async (
      input: z.output<typeof questionnaireCvSchema>,
      file: { name: string; bytes: Uint8Array },
      locale: Locale,
      ipAddress?: string,
    ) => {
      const stored = await storeDocument({
        db,
        files,
        ownerUserId: null,
        kind: 'questionnaire-cv',
        originalName: file.name,
        bytes: file.bytes,
      });
      const { notifyError, ...result } = await submitQuestionnaireCv({
        ...questionnaireDeps,
        input,
        cv: { fileId: stored.id, fileName: file.name },
        locale,
        ipAddress,
      });
      if (notifyError) formDeps.onMailError?.(notifyError);
      return result;
    },
    estimateWage: (input: ProgrammerWageInput | TesterWageInput) => estimateWage({ db, input }),
    /** The thank-you page: a stored result by its unguessable id. */
    getQuestionnaireResult: (token: string) => getQuestionnaireResult({ db, token }),
    listTechnologyCategories: () => listTechnologyCategories({ db }),
    admin: {
      listQuestionnaires: (limit?: number) => listQuestionnaires({ db, ...(limit ? { limit } : {}) }),
      getQuestionnaireCv: (id: number) => getQuestionnaireCv({ db, files, id }),
      updateTechnologyCategory: (id: number, category: TechnologyCategory, bonus: number) =>
        updateTechnologyCategory({ db, id, category, bonus }),
    },
  };
}

import { getQuestionnaireResult } from '../core/adequate-salary/get-questionnaire-result.ts';
import type { Db } from '../db/client.ts';

/** The questionnaire's thank-you page: a stored result by its unguessable id. */
export function createQuestionnaireServices({ db }: { db: Db }) {
  return {
    getQuestionnaireResult: (token: string) => getQuestionnaireResult({ db, token }),
  };
}

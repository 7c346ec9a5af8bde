import {
  isQuestionnaireProfession,
  type QuestionnaireProfession,
} from '../../../contracts/questionnaire-values.ts';

/**
 * What the thank-you page is told in its query string: the unguessable id of a stored result
 * (`?r=…`), or the profession of a CV sent instead (`?cv=tester`). Never the answers, which anyone
 * could edit, nor the name or e-mail (ADR 100).
 */
export type ThankYouState =
  { kind: 'result'; token: string } | { kind: 'cv'; profession: QuestionnaireProfession } | { kind: 'none' };

/** The query string (with `?`) of the thank-you page for a state. */
export function thankYouSearch(state: ThankYouState): string {
  const q = new URLSearchParams();
  if (state.kind === 'result') q.set('r', state.token);
  else if (state.kind === 'cv') q.set('cv', state.profession);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Reads the thank-you query; anything else is the plain thank-you (`none`). */
export function readThankYou(q: URLSearchParams): ThankYouState {
  const token = q.get('r');
  if (token) return { kind: 'result', token: token.slice(0, 100) };
  const cv = q.get('cv');
  if (isQuestionnaireProfession(cv)) return { kind: 'cv', profession: cv };
  return { kind: 'none' };
}

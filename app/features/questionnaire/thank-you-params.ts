import {
  isQuestionnaireProfession,
  MAX_QUESTIONNAIRE_TECHNOLOGIES,
  PRAXIS_MAX,
  type QuestionnaireProfession,
} from '../../../contracts/questionnaire.ts';

/**
 * What the thank-you page is told in its query string: the answers the estimate depends on (never
 * the name or e-mail), so it can show the estimate and its parts without reading a stored
 * submission that a guessed id could reveal (ADR 016).
 */
export type ThankYouState =
  | {
      kind: 'programmer';
      overalPraxis: number;
      isTeamleader: boolean;
      isArchitect: boolean;
      technologiesKnown: string[];
    }
  | {
      kind: 'tester';
      overalPraxis: number;
      manualTester: boolean;
      CIexperience: boolean;
      performanceExperience: boolean;
    }
  | { kind: 'cv'; profession: QuestionnaireProfession }
  | { kind: 'none' };

const flag = (v: boolean) => (v ? '1' : '0');

/** The query string (with `?`) of the thank-you page for a state. */
export function thankYouSearch(state: ThankYouState): string {
  const q = new URLSearchParams();
  if (state.kind === 'programmer') {
    q.set('p', 'programmer');
    q.set('praxis', String(state.overalPraxis));
    q.set('lead', flag(state.isTeamleader));
    q.set('arch', flag(state.isArchitect));
    for (const tech of state.technologiesKnown) q.append('tech', tech);
  } else if (state.kind === 'tester') {
    q.set('p', 'tester');
    q.set('praxis', String(state.overalPraxis));
    q.set('manual', flag(state.manualTester));
    q.set('ci', flag(state.CIexperience));
    q.set('perf', flag(state.performanceExperience));
  } else if (state.kind === 'cv') q.set('cv', state.profession);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Reads the thank-you query; anything malformed is the plain thank-you (`none`). */
export function readThankYou(q: URLSearchParams): ThankYouState {
  const cv = q.get('cv');
  if (isQuestionnaireProfession(cv)) return { kind: 'cv', profession: cv };
  const praxisText = q.get('praxis') ?? '';
  const overalPraxis = /^\d$/.test(praxisText) ? Number(praxisText) : NaN;
  if (!(overalPraxis >= 0 && overalPraxis <= PRAXIS_MAX)) return { kind: 'none' };
  const on = (name: string) => q.get(name) === '1';
  if (q.get('p') === 'programmer') {
    const tech = q
      .getAll('tech')
      .map((t) => t.trim())
      .filter((t) => t && t.length <= 80);
    if (tech.length > MAX_QUESTIONNAIRE_TECHNOLOGIES) return { kind: 'none' };
    return {
      kind: 'programmer',
      overalPraxis,
      isTeamleader: on('lead'),
      isArchitect: on('arch'),
      technologiesKnown: tech,
    };
  }
  if (q.get('p') === 'tester')
    return {
      kind: 'tester',
      overalPraxis,
      manualTester: on('manual'),
      CIexperience: on('ci'),
      performanceExperience: on('perf'),
    };
  return { kind: 'none' };
}

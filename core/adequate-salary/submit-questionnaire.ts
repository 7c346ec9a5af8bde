import type { QuestionnaireInput } from '../../contracts/questionnaire.ts';
import { AppError } from '../shared/app-error.ts';
import { computeWage, type WageEstimate } from '../questionnaire/compute-wage.ts';
import { findTechnologyClasses } from './find-technology-classes.ts';
import {
  recordQuestionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireSubmission,
  type StaffTranslate,
} from './record-questionnaire.ts';

/**
 * Stores a filled-in questionnaire (programmer or tester) with its computed wage and the consent
 * given (3 years, docs/product/validation.md), then queues the HR e-mail. Technologies must be in the catalog; they are
 * stored in the catalog's spelling. A failure to queue the e-mail is returned as `notifyError`.
 */
export async function submitQuestionnaire({
  input,
  ...context
}: QuestionnaireSubmission & { input: QuestionnaireInput }): Promise<{
  id: number;
  /** The thank-you page's id of this result. */
  resultToken: string;
  wage: number;
  estimate: WageEstimate;
  notifyError?: unknown;
}> {
  let answers: QuestionnaireAnswers;
  let estimate: WageEstimate;
  if (input.profession === 'programmer') {
    const { names, classes } = await findTechnologyClasses({
      db: context.db,
      names: input.technologiesKnown,
    });
    const fieldErrors: Record<string, string[]> = {};
    const known = input.technologiesKnown.map((name, i) => {
      const spelled = names.get(name.trim().toLowerCase());
      if (!spelled) fieldErrors[`technologiesKnown.${i}`] = ['validation.technologyUnknown'];
      return spelled ?? name;
    });
    if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
    const praxis: Record<string, number> = {};
    for (const [name, years] of Object.entries(input.technologiesPraxis)) {
      const spelled = names.get(name.trim().toLowerCase());
      if (spelled) praxis[spelled] = years;
    }
    estimate = computeWage({ ...input, technologiesKnown: known }, classes);
    answers = {
      overalPraxis: input.overalPraxis,
      isTeamleader: input.isTeamleader,
      isArchitect: input.isArchitect,
      workedDomain: input.workedDomain,
      technologiesKnown: known,
      technologiesPraxis: praxis,
      computedWage: estimate.wage,
    };
  } else {
    estimate = computeWage(input, new Map());
    answers = {
      overalPraxis: input.overalPraxis,
      manualTester: input.manualTester,
      ciExperience: input.CIexperience,
      performanceExperience: input.performanceExperience,
      computedWage: estimate.wage,
    };
  }

  const perDay = context.staffT('questionnaire:result.perDay', { amount: estimate.wage });
  const { id, resultToken, notifyError } = await recordQuestionnaire({
    ...context,
    input,
    answers,
    detail: perDay,
    facts: [...staffFacts(input.profession, answers, context.staffT), { key: 'wage', value: perDay }],
  });
  return { id, resultToken, wage: estimate.wage, estimate, ...(notifyError ? { notifyError } : {}) };
}

/** The variant's answers for HR, in the staff's language. */
function staffFacts(
  profession: QuestionnaireInput['profession'],
  row: QuestionnaireAnswers,
  t: StaffTranslate,
): { key: string; value: string }[] {
  const yesNo = (v: boolean | null | undefined) =>
    t(v ? 'questionnaire:answers.yes' : 'questionnaire:answers.no');
  const praxis = (p: number) => t(`questionnaire:praxis.${p}`);
  const fields = [{ key: 'praxis', value: praxis(row.overalPraxis ?? 0) }];
  if (profession === 'programmer') {
    fields.push(
      { key: 'teamLeader', value: yesNo(row.isTeamleader) },
      { key: 'architect', value: yesNo(row.isArchitect) },
      { key: 'workedDomain', value: t(`questionnaire:domains.${row.workedDomain}`) },
      {
        key: 'technologies',
        value: (row.technologiesKnown ?? [])
          .map((name) => {
            const years = row.technologiesPraxis?.[name];
            return years === undefined ? name : `${name} (${praxis(years)})`;
          })
          .join(', '),
      },
    );
  } else {
    fields.push(
      {
        key: 'testerType',
        value: t(row.manualTester ? 'questionnaire:tester.manual' : 'questionnaire:tester.automated'),
      },
      { key: 'ciExperience', value: yesNo(row.ciExperience) },
      { key: 'performanceExperience', value: yesNo(row.performanceExperience) },
    );
  }
  return fields;
}

import type { QuestionnaireInput } from '../../contracts/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import { AppError } from '../shared/app-error.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { computeWage, type WageEstimate } from '../questionnaire/compute-wage.ts';
import { findTechnologyClasses } from './find-technology-classes.ts';
import { notifyHr, type StaffTranslate } from './notify-hr.ts';

/**
 * Stores a filled-in questionnaire (programmer or tester) with its computed wage and the consent
 * given (3 years, SPEC §5), then queues the HR e-mail. Technologies must be in the catalog; they are
 * stored in the catalog's spelling. A failure to queue the e-mail is returned as `notifyError`.
 */
export async function submitQuestionnaire({
  db,
  mail,
  hrEmail,
  publicUrl,
  staffT,
  input,
  locale,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  mail: EmailQueue;
  hrEmail: string;
  publicUrl: string;
  staffT: StaffTranslate;
  input: QuestionnaireInput;
  locale: 'sk' | 'en' | 'de';
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<{ id: number; wage: number; estimate: WageEstimate; notifyError?: unknown }> {
  let row: typeof salaryQuestionnaire.$inferInsert;
  let estimate: WageEstimate;
  const language = input.language ?? locale;
  if (input.profession === 'programmer') {
    const { names, classes } = await findTechnologyClasses({ db, names: input.technologiesKnown });
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
    row = {
      variant: 'programmer',
      name: input.name,
      email: input.email,
      overalPraxis: input.overalPraxis,
      isTeamleader: input.isTeamleader,
      isArchitect: input.isArchitect,
      workedDomain: input.workedDomain,
      technologiesKnown: known,
      technologiesPraxis: praxis,
      computedWage: estimate.wage,
      gdpr: true,
      language,
      createdAt: now,
    };
  } else {
    estimate = computeWage(input, new Map());
    row = {
      variant: 'tester',
      name: input.name,
      email: input.email,
      overalPraxis: input.overalPraxis,
      manualTester: input.manualTester,
      ciExperience: input.CIexperience,
      performanceExperience: input.performanceExperience,
      computedWage: estimate.wage,
      gdpr: true,
      language,
      createdAt: now,
    };
  }

  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(salaryQuestionnaire)
      .values(row)
      .returning({ id: salaryQuestionnaire.id });
    await tx.insert(consentRecord).values({
      email: input.email,
      purpose: 'salary_questionnaire',
      textVersion: CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: consentExpiry('salary_questionnaire', now),
    });
    return inserted!.id;
  });

  const { error } = await notifyHr({
    mail,
    hrEmail,
    publicUrl,
    reference: `${input.name} (${staffT(`questionnaire:professions.${input.profession}`)}, ${staffT('questionnaire:result.perDay', { amount: estimate.wage })})`,
    fields: staffFields(row, estimate, staffT),
  });
  return { id, wage: estimate.wage, estimate, ...(error ? { notifyError: error } : {}) };
}

/** The submitted facts for HR, in the staff's language. */
function staffFields(
  row: typeof salaryQuestionnaire.$inferInsert,
  estimate: WageEstimate,
  t: StaffTranslate,
): { key: string; value: string }[] {
  const yesNo = (v: boolean | null | undefined) =>
    t(v ? 'questionnaire:answers.yes' : 'questionnaire:answers.no');
  const praxis = (p: number) => t(`questionnaire:praxis.${p}`);
  const fields = [
    { key: 'name', value: row.name },
    { key: 'email', value: row.email },
    { key: 'profession', value: t(`questionnaire:professions.${row.variant}`) },
    { key: 'praxis', value: praxis(row.overalPraxis ?? 0) },
  ];
  if (row.variant === 'programmer') {
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
  fields.push({ key: 'wage', value: t('questionnaire:result.perDay', { amount: estimate.wage }) });
  return fields;
}

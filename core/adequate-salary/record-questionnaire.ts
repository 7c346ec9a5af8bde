import type { QuestionnaireProfession } from '../../contracts/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { notifyHr, type StaffTranslate } from './notify-hr.ts';

/** What every variant of the questionnaire is submitted with: the adapters and the request's context. */
export interface QuestionnaireSubmission {
  db: Db;
  mail: EmailQueue;
  hrEmail: string;
  publicUrl: string;
  staffT: StaffTranslate;
  locale: 'sk' | 'en' | 'de';
  ipAddress?: string | undefined;
  now?: Date;
}

/** The columns of a questionnaire that only some variants fill in. */
export type QuestionnaireAnswers = Omit<
  typeof salaryQuestionnaire.$inferInsert,
  'id' | 'variant' | 'name' | 'email' | 'gdpr' | 'language' | 'createdAt'
>;

/**
 * The step every variant ends with: stores the questionnaire (who sent it, in which language, and the
 * variant's `answers`) together with the consent given with it (3 years, SPEC §5), then queues the HR
 * e-mail, referenced "<name> (<profession>, <detail>)", whose facts are the name, e-mail and
 * profession followed by `facts`. A failure to queue the e-mail is returned as `notifyError`.
 */
export async function recordQuestionnaire({
  db,
  mail,
  hrEmail,
  publicUrl,
  staffT,
  locale,
  ipAddress,
  now = new Date(),
  input,
  answers,
  detail,
  facts,
}: QuestionnaireSubmission & {
  input: { profession: QuestionnaireProfession; name: string; email: string; language?: string | undefined };
  answers: QuestionnaireAnswers;
  /** What the HR e-mail's reference ends with (the estimate, or "CV"). */
  detail: string;
  facts: { key: string; value: string }[];
}): Promise<{ id: number; notifyError?: unknown }> {
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(salaryQuestionnaire)
      .values({
        variant: input.profession,
        name: input.name,
        email: input.email,
        ...answers,
        gdpr: true,
        language: input.language ?? locale,
        createdAt: now,
      })
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

  const profession = staffT(`questionnaire:professions.${input.profession}`);
  const { error } = await notifyHr({
    mail,
    hrEmail,
    publicUrl,
    reference: `${input.name} (${profession}, ${detail})`,
    fields: [
      { key: 'name', value: input.name },
      { key: 'email', value: input.email },
      { key: 'profession', value: profession },
      ...facts,
    ],
  });
  return { id, ...(error ? { notifyError: error } : {}) };
}

import { randomBytes } from 'node:crypto';
import type { QuestionnaireProfession } from '../../contracts/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { notifyStaff, type StaffFact } from '../shared/notify-staff.ts';

/** Translates keys of the staff's language (Slovak) for the values of an HR e-mail. */
export type StaffTranslate = (key: string, values?: Record<string, unknown>) => string;

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
  'id' | 'variant' | 'name' | 'email' | 'gdpr' | 'language' | 'createdAt' | 'resultToken'
>;

/**
 * The step every variant ends with: stores the questionnaire (who sent it, in which language, and the
 * variant's `answers`) together with the consent given with it (3 years, docs/product/validation.md), then queues the HR
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
  facts: StaffFact[];
}): Promise<{ id: number; resultToken: string; notifyError?: unknown }> {
  // 128 random bits: the thank-you page's link to this result, which no one can guess or edit.
  const resultToken = randomBytes(16).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(salaryQuestionnaire)
      .values({
        variant: input.profession,
        name: input.name,
        email: input.email,
        ...answers,
        gdpr: true,
        resultToken,
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
  // A failure to queue is returned, not thrown: the person still reaches the thank-you page and
  // the caller logs it (docs/product/errors.md).
  let error: unknown;
  await notifyStaff(
    { mail, hrEmail, publicUrl },
    {
      kind: 'questionnaire',
      reference: `${input.name} (${profession}, ${detail})`,
      facts: [
        { key: 'name', value: input.name },
        { key: 'email', value: input.email },
        { key: 'profession', value: profession },
        ...facts,
      ],
      adminPath: '/admin/questionnaires',
    },
  ).catch((failure: unknown) => {
    error = failure;
  });
  return { id, resultToken, ...(error ? { notifyError: error } : {}) };
}

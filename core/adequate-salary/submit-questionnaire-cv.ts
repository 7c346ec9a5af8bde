import type { z } from 'zod';
import type { questionnaireCvSchema } from '../../contracts/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { salaryQuestionnaire } from '../../db/schema/forms.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from '../accounts/consent-periods.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { notifyHr, type StaffTranslate } from './notify-hr.ts';

/**
 * Stores the CV variant of the questionnaire: name, e-mail and the stored CV (a `stored_file` of
 * kind questionnaire-cv), no wage (HR answers in person), with the 3-year consent; then tells HR.
 */
export async function submitQuestionnaireCv({
  db,
  mail,
  hrEmail,
  publicUrl,
  staffT,
  input,
  cv,
  locale,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  mail: EmailQueue;
  hrEmail: string;
  publicUrl: string;
  staffT: StaffTranslate;
  input: z.output<typeof questionnaireCvSchema>;
  /** The stored file (see core/files/store-document.ts). */
  cv: { fileId: string; fileName: string };
  locale: 'sk' | 'en' | 'de';
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<{ id: number; notifyError?: unknown }> {
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(salaryQuestionnaire)
      .values({
        variant: input.profession,
        name: input.name,
        email: input.email,
        cvFileId: cv.fileId,
        computedWage: null,
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
  const { error } = await notifyHr({
    mail,
    hrEmail,
    publicUrl,
    reference: `${input.name} (${staffT(`questionnaire:professions.${input.profession}`)}, CV)`,
    fields: [
      { key: 'name', value: input.name },
      { key: 'email', value: input.email },
      { key: 'profession', value: staffT(`questionnaire:professions.${input.profession}`) },
      { key: 'cv', value: cv.fileName },
    ],
  });
  return { id, ...(error ? { notifyError: error } : {}) };
}

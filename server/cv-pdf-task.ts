import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cvLanguages } from '../contracts/cv.ts';
import { localizePath } from '../core/shared/locale.ts';
import { getCvPdf } from '../core/cv/get-cv-pdf.ts';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema/auth.ts';
import { candidateProfile } from '../db/schema/candidates.ts';
import { storedFile } from '../db/schema/files.ts';
import type { EmailQueue, FileStore } from '../core/shared/ports.ts';
import { renderCvPdf } from '../infra/pdf/render-cv-pdf.ts';
import { defineTask, PermanentTaskError } from '../infra/tasks/runner.ts';
import { toPortalLocalInput } from '../contracts/dates.ts';
import { isLocale } from '../contracts/enums.ts';

export const CV_PDF_TASK = 'cv-pdf';

/**
 * Renders an owner's CV to PDF, stores it and queues the e-mail that carries it as an attachment
 * (docs/product/states.md: "we have e-mailed it to you"). The link's privacy rules apply as for the owner.
 */
export function cvPdfTask({
  db,
  files,
  mail,
  publicUrl,
}: {
  db: Db;
  files: FileStore;
  /** Read when the task runs (the queue is built after the task list). */
  mail: () => EmailQueue;
  publicUrl: string;
}) {
  return defineTask({
    name: CV_PDF_TASK,
    version: 1,
    payload: z.object({ userId: z.string().min(1), token: z.string().min(1), language: z.enum(cvLanguages) }),
    async handler({ payload }) {
      const [owner] = await db
        .select({
          email: user.email,
          firstName: candidateProfile.firstName,
          appLanguage: candidateProfile.appLanguage,
        })
        .from(candidateProfile)
        .innerJoin(user, eq(user.id, candidateProfile.userId))
        .where(eq(candidateProfile.userId, payload.userId));
      if (!owner) throw new PermanentTaskError('the account is gone');
      const pdf = await getCvPdf({
        db,
        files,
        render: renderCvPdf,
        token: payload.token,
        viewer: { userId: payload.userId, isAdmin: false },
        language: payload.language,
        today: toPortalLocalInput(new Date()).slice(0, 10),
      }).catch((error: unknown) => {
        // A new link since the request: nothing to send.
        throw new PermanentTaskError(error instanceof Error ? error.message : String(error));
      });
      const id = randomBytes(16).toString('hex');
      const key = `cv-pdf/${id}.pdf`;
      await files.put(key, pdf.bytes, 'application/pdf');
      // Owned by the account: deleting it erases the file too (ADR 101).
      await db.insert(storedFile).values({
        id,
        ownerUserId: payload.userId,
        kind: 'cv-pdf',
        storageKey: key,
        originalName: pdf.filename,
        mimeType: 'application/pdf',
        size: pdf.bytes.byteLength,
      });
      const locale = isLocale(owner.appLanguage) ? owner.appLanguage : 'sk';
      await mail().send({
        template: 'cv-pdf',
        to: owner.email,
        locale,
        data: { name: owner.firstName, editorUrl: publicUrl + localizePath(locale, '/profile/cv') },
        attachments: [{ filename: pdf.filename, contentType: 'application/pdf', storageKey: key }],
      });
    },
  });
}

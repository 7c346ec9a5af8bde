import { lt, sql } from 'drizzle-orm';
import { CV_LINK_STATS_DAYS } from '../../contracts/cv-link-stats.ts';
import type { Db } from '../../db/client.ts';
import { cvLinkDay, cvLinkTotal } from '../../db/schema/cv-link-stats.ts';
import { findSharedCv } from './view-shared-cv.ts';
import { isPersonVisit } from './link-visitor.ts';

export type CvLinkUse = 'view' | 'pdf' | 'docx';

/** The day `days` before `day` (`YYYY-MM-DD`). */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Counts one use of a CV's shared link that its viewer was allowed (ADR 116): a view of the page, or a
 * PDF or Word download. Only a person's browser counts (`isPersonVisit`), never the owner; what is
 * stored is the CV, the day and the counter, nothing of the visitor. Days that fell out of the 90 kept
 * are deleted on the way. Answers whether the use was counted.
 */
export async function countCvLinkUse({
  db,
  token,
  use,
  isOwner,
  headers,
  today,
}: {
  db: Db;
  token: string;
  use: CvLinkUse;
  /** The viewer owns the CV: their own looks are not counted. */
  isOwner: boolean;
  headers: { get(name: string): string | null | undefined };
  /** `YYYY-MM-DD` in Europe/Bratislava. */
  today: string;
}): Promise<boolean> {
  if (isOwner || !isPersonVisit(headers)) return false;
  const { userId } = await findSharedCv(db, token);
  const day = {
    views: use === 'view' ? 1 : 0,
    pdfDownloads: use === 'pdf' ? 1 : 0,
    docxDownloads: use === 'docx' ? 1 : 0,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(cvLinkDay)
      .values({ userId, day: today, ...day })
      .onConflictDoUpdate({
        target: [cvLinkDay.userId, cvLinkDay.day],
        set: {
          views: sql`${cvLinkDay.views} + ${day.views}`,
          pdfDownloads: sql`${cvLinkDay.pdfDownloads} + ${day.pdfDownloads}`,
          docxDownloads: sql`${cvLinkDay.docxDownloads} + ${day.docxDownloads}`,
        },
      });
    if (use !== 'view')
      await tx
        .insert(cvLinkTotal)
        .values({ userId, pdfDownloads: day.pdfDownloads, docxDownloads: day.docxDownloads })
        .onConflictDoUpdate({
          target: cvLinkTotal.userId,
          set: {
            pdfDownloads: sql`${cvLinkTotal.pdfDownloads} + ${day.pdfDownloads}`,
            docxDownloads: sql`${cvLinkTotal.docxDownloads} + ${day.docxDownloads}`,
          },
        });
    await tx.delete(cvLinkDay).where(lt(cvLinkDay.day, daysBefore(today, CV_LINK_STATS_DAYS - 1)));
  });
  return true;
}

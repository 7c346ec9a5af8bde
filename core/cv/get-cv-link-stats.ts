import { and, eq, gte } from 'drizzle-orm';
import { CV_LINK_STATS_DAYS, type CvLinkStats } from '../../contracts/cv-link-stats.ts';
import type { Db } from '../../db/client.ts';
import { cvLinkDay, cvLinkTotal } from '../../db/schema/cv-link-stats.ts';
import { daysBefore } from './count-cv-link-use.ts';
import { getMyCvSettings } from './get-my-cv-settings.ts';

/**
 * The link statistics of the account's own CV (ADR 116): views per day of the last 90 days ending
 * `today`, every day listed, and the downloads of those days and since counting began. NOT_FOUND
 * before the CV exists; nobody but the owner is ever asked for.
 */
export async function getCvLinkStats({
  db,
  userId,
  today,
}: {
  db: Db;
  userId: string;
  today: string;
}): Promise<CvLinkStats> {
  await getMyCvSettings({ db, userId });
  const first = daysBefore(today, CV_LINK_STATS_DAYS - 1);
  const rows = await db
    .select()
    .from(cvLinkDay)
    .where(and(eq(cvLinkDay.userId, userId), gte(cvLinkDay.day, first)));
  const [total] = await db.select().from(cvLinkTotal).where(eq(cvLinkTotal.userId, userId));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = Array.from({ length: CV_LINK_STATS_DAYS }, (_, i) => {
    const day = daysBefore(today, CV_LINK_STATS_DAYS - 1 - i);
    return { day, views: byDay.get(day)?.views ?? 0 };
  });
  const sum = (key: 'views' | 'pdfDownloads' | 'docxDownloads') =>
    rows.filter((r) => r.day <= today).reduce((n, r) => n + r[key], 0);
  return {
    days,
    views: sum('views'),
    recent: { pdf: sum('pdfDownloads'), docx: sum('docxDownloads') },
    total: { pdf: total?.pdfDownloads ?? 0, docx: total?.docxDownloads ?? 0 },
    since: total?.since.toISOString() ?? null,
  };
}

import { z } from 'zod';

/** How many days of views the link statistics keep and show (ADR 116). */
export const CV_LINK_STATS_DAYS = 90;

/**
 * The owner's statistics of their CV's shared link (ADR 116): views per day of the last 90 days
 * (oldest first, a day without views included with 0) and the PDF and Word downloads. Counts only:
 * nothing says who looked.
 */
export const cvLinkStatsSchema = z.object({
  days: z.array(
    z.object({
      /** `YYYY-MM-DD` in Europe/Bratislava. */
      day: z.string(),
      views: z.number().int().min(0),
    }),
  ),
  /** Views of the last 90 days together. */
  views: z.number().int().min(0),
  /** Downloads of the last 90 days. */
  recent: z.object({ pdf: z.number().int().min(0), docx: z.number().int().min(0) }),
  /** Downloads since counting began (`since`, null before the first one). */
  total: z.object({ pdf: z.number().int().min(0), docx: z.number().int().min(0) }),
  since: z.string().nullable(),
});
export type CvLinkStats = z.output<typeof cvLinkStatsSchema>;

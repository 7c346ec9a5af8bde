import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailSuppression } from '../../db/schema/newsletter.ts';
import { addressOfListToken, SOFT_BOUNCE_THRESHOLD, SOFT_BOUNCE_WINDOW_DAYS } from './mail-suppression.ts';

const RANK = { soft: 0, hard: 1, complaint: 2 } as const;

/**
 * A bounce or complaint for the list mail whose VERP token is `token` (ADR 133): a hard bounce or a
 * complaint suppresses the address at once; soft bounces count within a 30-day window and suppress at
 * the third. `unknown` when no subscription or job alert has the token (nothing changes); `ignored`
 * for a report of success.
 */
export async function recordDeliveryReport({
  db,
  token,
  report,
  now = new Date(),
}: {
  db: Db;
  token: string;
  report: 'hard' | 'soft' | 'complaint' | 'none';
  now?: Date;
}): Promise<'unknown' | 'ignored' | 'counted' | 'suppressed'> {
  const email = await addressOfListToken(db, token);
  if (!email) return 'unknown';
  if (report === 'none') return 'ignored';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mailSuppression)
      .where(eq(mailSuppression.email, email))
      .for('update');
    if (!row) {
      const suppressedAt = report === 'soft' && SOFT_BOUNCE_THRESHOLD > 1 ? null : now;
      await tx
        .insert(mailSuppression)
        .values({ email, reason: report, count: 1, firstAt: now, lastAt: now, suppressedAt })
        .onConflictDoNothing();
      return suppressedAt ? 'suppressed' : 'counted';
    }
    // A soft bounce after a quiet window starts counting afresh (unless the address is suppressed).
    const stale =
      !row.suppressedAt && now.getTime() - row.lastAt.getTime() > SOFT_BOUNCE_WINDOW_DAYS * 86_400_000;
    const count = stale ? 1 : row.count + 1;
    const reason = RANK[report] > RANK[row.reason] ? report : row.reason;
    const suppressedAt =
      row.suppressedAt ?? (report !== 'soft' || count >= SOFT_BOUNCE_THRESHOLD ? now : null);
    await tx
      .update(mailSuppression)
      .set({ reason, count, lastAt: now, suppressedAt, ...(stale ? { firstAt: now } : {}) })
      .where(eq(mailSuppression.email, email));
    return suppressedAt ? 'suppressed' : 'counted';
  });
}

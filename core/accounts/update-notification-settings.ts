import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationSettings } from '../../contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { AppError } from '../shared/app-error.ts';
import { CONSENT_TEXT_VERSION, consentExpiry } from './consent-periods.ts';

/**
 * PUT /api/candidates/my/notification-settings: sets the newsletter choices that were sent and
 * returns only the fields that changed. Choosing a newsletter records the consent (5 years); giving
 * up both withdraws it.
 */
export async function updateNotificationSettings({
  db,
  userId,
  settings,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  settings: NotificationSettings;
  now?: Date;
}): Promise<NotificationSettings> {
  const [current] = await db
    .select({
      jobs: candidateProfile.newsletterJobs,
      news: candidateProfile.newsletterNews,
      email: user.email,
    })
    .from(candidateProfile)
    .innerJoin(user, eq(user.id, candidateProfile.userId))
    .where(eq(candidateProfile.userId, userId));
  if (!current) throw new AppError('NOT_FOUND');
  const changed: NotificationSettings = {};
  if (settings.newsletterJobs !== undefined && settings.newsletterJobs !== current.jobs)
    changed.newsletterJobs = settings.newsletterJobs;
  if (settings.newsletterNews !== undefined && settings.newsletterNews !== current.news)
    changed.newsletterNews = settings.newsletterNews;
  if (!Object.keys(changed).length) return changed;
  const anyAfter = (changed.newsletterJobs ?? current.jobs) || (changed.newsletterNews ?? current.news);
  await db.transaction(async (tx) => {
    await tx
      .update(candidateProfile)
      .set({ ...changed, updatedAt: now })
      .where(eq(candidateProfile.userId, userId));
    const open = and(
      eq(consentRecord.userId, userId),
      eq(consentRecord.purpose, 'newsletter'),
      isNull(consentRecord.withdrawnAt),
    );
    const [existing] = await tx.select({ id: consentRecord.id }).from(consentRecord).where(open);
    if (anyAfter && !existing) {
      await tx.insert(consentRecord).values({
        userId,
        email: current.email,
        purpose: 'newsletter',
        textVersion: CONSENT_TEXT_VERSION,
        grantedAt: now,
        expiresAt: consentExpiry('newsletter', now),
      });
    } else if (!anyAfter && existing) {
      await tx.update(consentRecord).set({ withdrawnAt: now }).where(open);
    }
  });
  return changed;
}

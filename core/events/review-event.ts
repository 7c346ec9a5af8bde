import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '../../contracts/enums.ts';
import type { AdminEvent } from '../../contracts/events.ts';
import type { Db } from '../../db/client.ts';
import { candidateProfile } from '../../db/schema/candidates.ts';
import { event } from '../../db/schema/content.ts';
import { user } from '../../db/schema/auth.ts';
import { AppError } from '../shared/app-error.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';
import { getAdminEvent } from './get-admin-event.ts';

/**
 * An admin approves a submitted event (it is listed from now on) or rejects it with a reason; the
 * submitter is told by e-mail in their app language. Reviewing it again with the same decision
 * changes nothing and sends nothing. A failure to queue the e-mail does not undo the decision; it is
 * returned as `notifyError` (the admin's outbox keeps undelivered mail).
 */
export async function reviewEvent({
  uid,
  decision,
  reason,
  now = new Date(),
  ...deps
}: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  uid: string;
  decision: 'approved' | 'rejected';
  reason?: string;
  now?: Date;
}): Promise<{ event: AdminEvent; notified: boolean; notifyError?: unknown }> {
  const { db } = deps;
  const [before] = await db
    .select({
      status: event.status,
      name: event.name,
      email: user.email,
      userName: user.name,
      appLanguage: candidateProfile.appLanguage,
    })
    .from(event)
    .leftJoin(user, eq(user.id, event.createdByUserId))
    .leftJoin(candidateProfile, eq(candidateProfile.userId, event.createdByUserId))
    .where(eq(event.uid, uid));
  if (!before) throw new AppError('NOT_FOUND');
  if (before.status === decision) return { event: await getAdminEvent({ db, uid }), notified: false };
  await db
    .update(event)
    .set({
      status: decision,
      rejectionReason: decision === 'rejected' ? (reason ?? null) : null,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(event.uid, uid));
  const reviewed = await getAdminEvent({ db, uid });
  if (!before.email) return { event: reviewed, notified: false };
  const locale: Locale = isLocale(before.appLanguage) ? before.appLanguage : 'sk';
  const url = (path: string) => deps.publicUrl + localizePath(locale, path);
  try {
    await deps.mail.send(
      decision === 'approved'
        ? {
            template: 'event-approved',
            to: before.email,
            locale,
            data: {
              name: before.userName || before.email,
              eventName: before.name,
              eventUrl: url(`/events/${uid}`),
            },
          }
        : {
            template: 'event-rejected',
            to: before.email,
            locale,
            data: {
              name: before.userName || before.email,
              eventName: before.name,
              reason: reason ?? '',
              addedUrl: url('/profile/added'),
            },
          },
    );
    return { event: reviewed, notified: true };
  } catch (error) {
    return { event: reviewed, notified: false, notifyError: error };
  }
}

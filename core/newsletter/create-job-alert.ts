import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  type CreateJobAlertData,
  describeJobFilter,
  JOB_ALERT_CONFIRMATIONS_PER_HOUR,
} from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { jobAlert, newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { CONSENT_TEXT_VERSION } from '../accounts/consent-periods.ts';
import { storeConfirmationRequest } from './confirmation-request.ts';
import { type MailQueueOn, newLinkToken } from './newsletter-links.ts';

/**
 * `POST /api/job-alerts`: stores the job search as a pending alert and queues its confirmation
 * e-mail (the newsletter's double opt-in), signed in or not. At most a few alert confirmations go to
 * one address an hour; over that the alert stays pending and unconfirmed. The answer never says which.
 */
export async function createJobAlert({
  db,
  mailOn,
  publicUrl,
  input,
  userId,
  ipAddress,
  now = new Date(),
}: {
  db: Db;
  mailOn: MailQueueOn;
  publicUrl: string;
  input: CreateJobAlertData;
  userId?: string | undefined;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<{ mailed: boolean }> {
  const { email, language, filter, frequency } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`);
    const [alert] = await tx
      .insert(jobAlert)
      .values({
        userId: userId ?? null,
        email,
        language,
        filter,
        frequency,
        status: 'pending',
        token: newLinkToken(),
        consentTextVersion: CONSENT_TEXT_VERSION,
        requestIp: ipAddress ?? null,
        createdAt: now,
      })
      .returning({ id: jobAlert.id });
    const since = new Date(now.getTime() - 3_600_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(newsletterConfirmation)
      .where(
        and(
          eq(newsletterConfirmation.email, email),
          isNotNull(newsletterConfirmation.alertId),
          gt(newsletterConfirmation.mailedAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= JOB_ALERT_CONFIRMATIONS_PER_HOUR) return { mailed: false };
    const link = await storeConfirmationRequest(tx, {
      publicUrl,
      email,
      language,
      alertId: alert!.id,
      ipAddress,
      now,
    });
    await mailOn(tx).send({
      template: 'job-alert-confirm',
      to: email,
      locale: language,
      data: { summary: describeJobFilter(filter), frequency, ...link },
    });
    return { mailed: true };
  });
}

import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { type CreateJobAlertData, JOB_ALERT_CONFIRMATIONS_PER_HOUR } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { jobAlert, newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { CONSENT_TEXT_VERSION } from '../accounts/consent-periods.ts';
import { getMatchCandidate } from '../matching/get-match-candidate.ts';
import { AppError } from '../shared/app-error.ts';
import { storeConfirmationRequest } from './confirmation-request.ts';
import { type MailQueueOn, newLinkToken } from './newsletter-links.ts';

/**
 * `POST /api/job-alerts`: stores the job search as a pending alert and queues its confirmation
 * e-mail (the newsletter's double opt-in), signed in or not. At most a few alert confirmations go to
 * one address an hour; over that the alert stays pending and unconfirmed. The answer never says which.
 *
 * With `minScore` it is a "jobs that match my CV" alert (ADR 126): only a signed-in candidate
 * (MATCH_NEEDS_CANDIDATE otherwise) whose CV names technologies (VALIDATION_FAILED on `minScore`
 * otherwise) makes one, it is mailed to the account's own address (a CV's matches go to nobody else)
 * and its filter is not used.
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
  const { language, frequency } = input;
  const minScore = input.minScore ?? null;
  let { email, filter } = input;
  if (minScore !== null) {
    if (!userId) throw new AppError('MATCH_NEEDS_CANDIDATE');
    const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const candidate = await getMatchCandidate({ db, userId });
    if (!account || !candidate) throw new AppError('MATCH_NEEDS_CANDIDATE');
    if (!candidate.technologies.length)
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { minScore: ['validation.matchNeedsTechnologies'] },
      });
    email = account.email;
    filter = {};
  }
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
        minScore,
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
      data: { search: { filter, minScore }, frequency, ...link },
    });
    return { mailed: true };
  });
}

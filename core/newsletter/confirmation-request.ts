import { CONFIRMATION_VALID_HOURS } from '../../contracts/newsletter.ts';
import type { Locale } from '../../contracts/enums.ts';
import { newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { confirmPageUrl, hashLinkToken, newLinkToken, type Tx } from './newsletter-links.ts';

/**
 * Stores a double opt-in request (only the SHA-256 of its token) for newsletter topics or a job
 * alert, and answers what its e-mail needs: the confirmation page's address and how long it is valid.
 */
export async function storeConfirmationRequest(
  tx: Tx,
  {
    publicUrl,
    email,
    language,
    topics = [],
    alertId,
    ipAddress,
    now,
  }: {
    publicUrl: string;
    email: string;
    language: Locale;
    topics?: string[];
    alertId?: number | undefined;
    ipAddress?: string | undefined;
    now: Date;
  },
): Promise<{ url: string; expiresHours: number }> {
  const token = newLinkToken();
  await tx.insert(newsletterConfirmation).values({
    tokenHash: hashLinkToken(token),
    email,
    language,
    topics,
    alertId: alertId ?? null,
    requestIp: ipAddress ?? null,
    createdAt: now,
    mailedAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_HOURS * 3_600_000),
  });
  return { url: confirmPageUrl(publicUrl, language, token), expiresHours: CONFIRMATION_VALID_HOURS };
}

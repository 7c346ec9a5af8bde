import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterConfirmation } from '../../db/schema/newsletter.ts';
import { hashLinkToken } from './newsletter-links.ts';

/**
 * What a confirmation link confirms, so that its page names it before the click (ADR 126): a job
 * alert or newsletter topics. Reads only; an unknown token reads as the newsletter (the click then
 * says the link is not valid), and nothing about the address is told.
 */
export async function getConfirmationKind({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<'alert' | 'newsletter'> {
  const [request] = await db
    .select({ alertId: newsletterConfirmation.alertId })
    .from(newsletterConfirmation)
    .where(eq(newsletterConfirmation.tokenHash, hashLinkToken(token)));
  return request?.alertId ? 'alert' : 'newsletter';
}

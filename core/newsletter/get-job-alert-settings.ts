import { eq } from 'drizzle-orm';
import { isLocale } from '../../contracts/enums.ts';
import { type JobAlertFrequency, type JobAlertSettingsView, maskEmail } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import type { Tx } from './newsletter-links.ts';

/** An alert row as the settings page shows it: its search, frequency, state and masked address. */
export function alertSettingsView(alert: typeof jobAlert.$inferSelect): JobAlertSettingsView {
  return {
    search: { filter: alert.filter, minScore: alert.minScore },
    frequency: alert.frequency as JobAlertFrequency,
    status: alert.status as JobAlertSettingsView['status'],
    maskedEmail: maskEmail(alert.email),
    language: isLocale(alert.language) ? alert.language : 'sk',
  };
}

/**
 * The alert of a settings link (`/newsletter/alert?token=`, ADR 126): the alert's own token, nothing
 * else of the address. An unknown or forged token, or a deleted alert, is NOT_FOUND.
 */
export async function getJobAlertSettings({
  db,
  token,
}: {
  db: Db | Tx;
  token: string;
}): Promise<JobAlertSettingsView> {
  const [alert] = await db.select().from(jobAlert).where(eq(jobAlert.token, token));
  if (!alert) throw new AppError('NOT_FOUND');
  return alertSettingsView(alert);
}

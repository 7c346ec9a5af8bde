import { eq } from 'drizzle-orm';
import type { JobAlertFrequency, JobAlertSettingsView } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { jobAlert } from '../../db/schema/newsletter.ts';
import { AppError } from '../shared/app-error.ts';
import { alertSettingsView } from './get-job-alert-settings.ts';

/**
 * The settings page's buttons (ADR 126), by the alert's token alone: change how often, pause, resume
 * or delete that one alert. A pending alert is activated only by its confirmation link and an ended
 * one only by `/unsubscribe`'s undo, so pausing or resuming them changes nothing. Deleting removes the
 * alert with what it mailed (`deleted`: the page then says so; the token is void from then on).
 */
export async function changeJobAlertSettings({
  db,
  token,
  intent,
  frequency,
}: {
  db: Db;
  token: string;
  intent: 'frequency' | 'pause' | 'resume' | 'delete';
  frequency?: JobAlertFrequency | undefined;
}): Promise<{ view: JobAlertSettingsView | null; deleted: boolean }> {
  return db.transaction(async (tx) => {
    const [alert] = await tx.select().from(jobAlert).where(eq(jobAlert.token, token)).for('update');
    if (!alert) throw new AppError('NOT_FOUND');
    if (intent === 'delete') {
      await tx.delete(jobAlert).where(eq(jobAlert.id, alert.id));
      return { view: null, deleted: true };
    }
    if (intent === 'frequency' && !frequency)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { frequency: ['validation.invalid'] } });
    const changes =
      intent === 'frequency'
        ? { frequency: frequency! }
        : intent === 'pause' && alert.status === 'active'
          ? { status: 'paused' }
          : intent === 'resume' && alert.status === 'paused'
            ? { status: 'active' }
            : null;
    if (!changes) return { view: alertSettingsView(alert), deleted: false };
    const [changed] = await tx.update(jobAlert).set(changes).where(eq(jobAlert.id, alert.id)).returning();
    return { view: alertSettingsView(changed!), deleted: false };
  });
}

import type { Db } from '../../db/client.ts';
import { AppError } from '../shared/app-error.ts';
import { tokenFromUnsubscribeSubject } from './newsletter-links.ts';
import { unsubscribe } from './unsubscribe.ts';

/**
 * An e-mail to the `mailto:` unsubscribe address of a list mail (subject `unsubscribe <token>`):
 * ends that subscription or job alert exactly as the one-click POST does. `unknown` when the subject
 * holds no token of a subscription or alert (the listener then refuses the message).
 */
export async function unsubscribeByMail({
  db,
  subject,
  now,
}: {
  db: Db;
  subject: string;
  now?: Date;
}): Promise<'ended' | 'unknown'> {
  const token = tokenFromUnsubscribeSubject(subject);
  if (!token) return 'unknown';
  try {
    await unsubscribe({ db, token, intent: 'end', ...(now ? { now } : {}) });
    return 'ended';
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'unknown';
    throw error;
  }
}

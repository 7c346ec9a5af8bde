import { listUndeliveredEmails } from '../core/outbox/list-undelivered-emails.ts';
import { retryEmail } from '../core/outbox/retry-email.ts';
import type { Db } from '../db/client.ts';

/** What the admin outbox adds to the outbox folder: e-mails that could not be queued or sent, and their retry. */
export function createOutboxServices({ db }: { db: Db }) {
  return {
    listUndeliveredEmails: () => listUndeliveredEmails({ db }),
    retryEmail: (id: number) => retryEmail({ db, id }),
  };
}

import { listUndeliveredEmails } from '../../core/outbox/list-undelivered-emails.ts';
import { retryEmail } from '../../core/outbox/retry-email.ts';
import { listOutbox, readOutboxMessage } from '../../infra/mail/outbox.ts';
import type { ServiceContext } from './context.ts';

/**
 * The admin's outbox: the mail folder of the embedded default (no SMTP), and the e-mails that could
 * not be queued or sent, with their retry.
 */
export function createOutboxServices({ db, mailDir }: ServiceContext) {
  return {
    admin: {
      /** Null when mail goes out by SMTP. */
      listOutbox: (limit = 100) => (mailDir ? listOutbox(mailDir, { limit }) : Promise.resolve(null)),
      readOutboxMessage: (id: string) =>
        mailDir ? readOutboxMessage(mailDir, id) : Promise.resolve(undefined),
      listUndeliveredEmails: () => listUndeliveredEmails({ db }),
      retryEmail: (id: number) => retryEmail({ db, id }),
    },
  };
}

import { type InboundSmtp, startInboundSmtp } from '../infra/mail/inbound-smtp.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { NewsletterServices } from './services/newsletter.ts';

/** The largest unsubscribe e-mail accepted (a reply quoting the list mail fits easily). */
export const INBOUND_MAX_BYTES = 256 * 1024;

/**
 * The inbound SMTP listener of the newsletter's `mailto:` unsubscribe address (ADR 072), when
 * INBOUND_SMTP_PORT is set: mail to `unsubscribe@<host>` whose subject carries a subscription's or
 * alert's token ends it like the one-click POST; every other recipient is refused at RCPT.
 */
export async function startUnsubscribeListener({
  config,
  newsletter,
  logger,
}: {
  config: Pick<Config, 'INBOUND_SMTP_PORT' | 'HOST' | 'unsubscribeMailbox'>;
  newsletter: Pick<NewsletterServices, 'unsubscribeByMail'>;
  logger: Logger;
}): Promise<InboundSmtp | undefined> {
  const mailbox = config.unsubscribeMailbox;
  if (config.INBOUND_SMTP_PORT === undefined || !mailbox) return undefined;
  const listener = await startInboundSmtp({
    port: config.INBOUND_SMTP_PORT,
    host: config.HOST,
    name: mailbox.slice(mailbox.indexOf('@') + 1),
    maxBytes: INBOUND_MAX_BYTES,
    acceptsRecipient: (address) => address === mailbox,
    async onMessage({ subject }) {
      const outcome = await newsletter.unsubscribeByMail(subject);
      logger.info({ outcome }, 'unsubscribe e-mail received');
      return outcome === 'ended'
        ? { accepted: true }
        : { accepted: false, reason: 'The subject holds no valid unsubscribe token' };
    },
    onError: (err) => logger.error({ err }, 'inbound SMTP listener failed'),
  });
  logger.info({ port: listener.port, mailbox }, 'unsubscribe mailbox is listening');
  return listener;
}

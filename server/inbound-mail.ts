import { tokenOfVerpAddress } from '../core/newsletter/newsletter-links.ts';
import { readDeliveryReport } from '../infra/mail/delivery-report.ts';
import { type InboundSmtp, startInboundSmtp } from '../infra/mail/inbound-smtp.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { NewsletterServices } from './services/newsletter.ts';

/** The largest inbound e-mail accepted (a reply quoting the list mail or a bounce with it fits easily). */
export const INBOUND_MAX_BYTES = 256 * 1024;

/**
 * The inbound SMTP listener, when INBOUND_SMTP_PORT is set, for two kinds of mail:
 * - the newsletter's `mailto:` unsubscribe address (ADR 072): mail to `unsubscribe@<host>` whose
 *   subject carries a subscription's or alert's token ends it like the one-click POST;
 * - list mail's bounce addresses (ADR 133): delivery status notifications (RFC 3464) and abuse
 *   feedback reports (RFC 5965) to `bounces+<token>@<host>` are recorded for the token's address.
 *   They are always answered 250 (refusing a bounce only makes another), whatever they said;
 *   unreadable reports and unknown tokens change nothing and are logged.
 * Every other recipient is refused at RCPT; nothing is relayed.
 */
export async function startUnsubscribeListener({
  config,
  newsletter,
  logger,
}: {
  config: Pick<Config, 'INBOUND_SMTP_PORT' | 'HOST' | 'unsubscribeMailbox' | 'bounceMailbox'>;
  newsletter: Pick<NewsletterServices, 'unsubscribeByMail' | 'recordDeliveryReport'>;
  logger: Logger;
}): Promise<InboundSmtp | undefined> {
  const mailbox = config.unsubscribeMailbox;
  if (config.INBOUND_SMTP_PORT === undefined || !mailbox) return undefined;
  const bounceMailbox = config.bounceMailbox;
  const tokenOf = (address: string) =>
    bounceMailbox ? tokenOfVerpAddress(bounceMailbox, address) : undefined;
  const listener = await startInboundSmtp({
    port: config.INBOUND_SMTP_PORT,
    host: config.HOST,
    name: mailbox.slice(mailbox.indexOf('@') + 1),
    maxBytes: INBOUND_MAX_BYTES,
    acceptsRecipient: (address) => address.toLowerCase() === mailbox || tokenOf(address) !== undefined,
    async onMessage({ subject, to, raw }) {
      const tokens = to.map(tokenOf).filter((token) => token !== undefined);
      if (tokens.length) {
        const report = await readDeliveryReport(raw);
        for (const token of new Set(tokens)) {
          const outcome =
            report === 'malformed' ? 'malformed' : await newsletter.recordDeliveryReport(token, report);
          logger.info({ report, outcome }, 'delivery report received');
        }
        return { accepted: true };
      }
      const outcome = await newsletter.unsubscribeByMail(subject);
      logger.info({ outcome }, 'unsubscribe e-mail received');
      return outcome === 'ended'
        ? { accepted: true }
        : { accepted: false, reason: 'The subject holds no valid unsubscribe token' };
    },
    onError: (err) => logger.error({ err }, 'inbound SMTP listener failed'),
  });
  logger.info({ port: listener.port, mailbox, bounceMailbox }, 'inbound mail is listening');
  return listener;
}

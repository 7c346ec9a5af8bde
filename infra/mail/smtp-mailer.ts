import nodemailer from 'nodemailer';
import type { Mailer } from '../../core/shared/ports.ts';
import { DEFAULT_FROM, toNodemailerMessage } from './message.ts';

/** DKIM signing (RFC 6376): the key, its selector and the signing domain. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The header fields signed: the usual ones and, as RFC 8058 §3.1 requires of one-click unsubscribe,
 * List-Unsubscribe and List-Unsubscribe-Post (a field named but absent is signed as absent, so
 * none can be added on the way).
 */
const SIGNED_FIELDS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-Language',
  'Auto-Submitted',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

/** The production Mailer: delivers over SMTP (`smtp://` or `smtps://user:pass@host:port`), DKIM-signed when configured. */
export function createSmtpMailer({
  url,
  from = DEFAULT_FROM,
  dkim,
}: {
  url: string;
  from?: string;
  dkim?: DkimSettings | undefined;
}): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        ...toNodemailerMessage(message, from),
        // List mail's bounces go to its VERP address (ADR 133); other mail's to the From address.
        ...(message.envelopeFrom ? { envelope: { from: message.envelopeFrom, to: message.to } } : {}),
        ...(dkim ? { dkim: { ...dkim, headerFieldNames: SIGNED_FIELDS } } : {}),
      });
    },
  };
}

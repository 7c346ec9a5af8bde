import type { SendMailOptions } from 'nodemailer';
import { downloadFileName } from '../../core/shared/content-disposition.ts';
import type { MailMessage } from '../../core/shared/ports.ts';
import { headerText, subjectHeader } from './mail-header.ts';

/** Sender used when neither MAIL_FROM nor a public URL is known. */
export const DEFAULT_FROM = 'Kariéra IT <noreply@localhost>';

/** The sender without MAIL_FROM: `noreply@` the host of PUBLIC_URL (an address literal for an IP). */
export function defaultSender(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  const domain = /^[\d.]+$/.test(host) ? `[${host}]` : host.includes(':') ? `[IPv6:${host}]` : host;
  return `Kariéra IT <noreply@${domain}>`;
}

/** The longest value of an extra header field (List-Unsubscribe and the like), in code points. */
const MAX_HEADER_LENGTH = 2000;

/**
 * The nodemailer form of a message: multipart/alternative (text, then HTML), fixed Message-ID and
 * language. The subject and extra header values pass the header encoder (./mail-header.ts), attachment
 * names the download file name rule (no path or control characters).
 */
export function toNodemailerMessage(message: MailMessage, from: string, date = new Date()): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: subjectHeader(message.subject),
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    date,
    headers: {
      // Every e-mail of the portal is sent by the system (RFC 3834): no auto-replies to it.
      'Auto-Submitted': 'auto-generated',
      ...(message.language ? { 'Content-Language': message.language } : {}),
      ...Object.fromEntries(
        Object.entries(message.headers ?? {}).map(([name, value]) => [
          name,
          headerText(value, MAX_HEADER_LENGTH),
        ]),
      ),
    },
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: downloadFileName(a.filename),
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        }
      : {}),
  };
}

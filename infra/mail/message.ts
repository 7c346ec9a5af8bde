import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../../core/shared/ports.ts';

/** Sender used when neither MAIL_FROM nor a public URL is known. */
export const DEFAULT_FROM = 'Kariéra IT <noreply@localhost>';

/** The sender without MAIL_FROM: `noreply@` the host of PUBLIC_URL (an address literal for an IP). */
export function defaultSender(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  const domain = /^[\d.]+$/.test(host) ? `[${host}]` : host.includes(':') ? `[IPv6:${host}]` : host;
  return `Kariéra IT <noreply@${domain}>`;
}

/** The nodemailer form of a message: multipart/alternative (text, then HTML), fixed Message-ID and language. */
export function toNodemailerMessage(message: MailMessage, from: string, date = new Date()): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    date,
    headers: {
      // Every e-mail of the portal is sent by the system (RFC 3834): no auto-replies to it.
      'Auto-Submitted': 'auto-generated',
      ...(message.language ? { 'Content-Language': message.language } : {}),
      ...message.headers,
    },
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        }
      : {}),
  };
}

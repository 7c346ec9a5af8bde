import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../../core/shared/ports.ts';

/** Sender used when none is configured (MAIL_FROM). */
export const DEFAULT_FROM = 'Kariéra IT <noreply@localhost>';

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

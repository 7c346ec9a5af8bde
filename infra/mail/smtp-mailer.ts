import nodemailer from 'nodemailer';
import type { Mailer } from '../../core/shared/ports.ts';
import { DEFAULT_FROM, toNodemailerMessage } from './message.ts';

/** The production Mailer: delivers over SMTP (`smtp://` or `smtps://user:pass@host:port`). */
export function createSmtpMailer({ url, from = DEFAULT_FROM }: { url: string; from?: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(toNodemailerMessage(message, from));
    },
  };
}

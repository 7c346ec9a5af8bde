import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { SmtpSink } from '../../support/smtp-sink.ts';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a test reads the portal's e-mails: the embedded outbox folder, or a real SMTP sink. */
export interface Mailbox {
  kind: 'outbox' | 'smtp';
  /** Every message to `to` so far, oldest first. */
  all(to: string): ReceivedMail[];
  /** The first message to `to` whose subject matches, waiting for it to arrive. */
  waitFor(to: string, subject: RegExp, options?: { after?: number }): Promise<ReceivedMail>;
}

function mailbox(kind: Mailbox['kind'], messages: () => ReceivedMail[]): Mailbox {
  const all = (to: string) => messages().filter((m) => m.to === to);
  return {
    kind,
    all,
    async waitFor(to, subject, { after = 0 } = {}) {
      let found: ReceivedMail | undefined;
      await expect
        .poll(() => (found = all(to).filter((m) => subject.test(m.subject))[after]), { timeout: 20_000 })
        .toBeDefined();
      return found!;
    },
  };
}

/** The `.json` sidecars the file mailer writes beside each `.eml` in `DATA_DIR/mail`. */
export function outboxMailbox(dataDir: string): Mailbox {
  const dir = path.join(dataDir, 'mail');
  return mailbox('outbox', () =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail & { date: string })
          .sort((a, b) => a.date.localeCompare(b.date))
      : [],
  );
}

export const smtpMailbox = (sink: SmtpSink): Mailbox => mailbox('smtp', () => sink.messages);

/** The first link in a message's plain text that leads to `path` on the portal. */
export function linkTo(mail: ReceivedMail, pathPart: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`).exec(
    mail.text,
  );
  if (!match) throw new Error(`No link to ${pathPart} in "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/**
 * Confirms `email` as its owner does: opens the link of the verification e-mail it received (an
 * admin address counts only once it is verified).
 */
export async function confirmAddress(mailbox: Mailbox, email: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = mailbox
          .all(email)
          .map((m) => /https?:\/\/[^\s"'<>]*\/verify-email\?token=[^\s"'<>]+/.exec(m.text)?.[0])
          .find(Boolean)),
      { timeout: 20_000 },
    )
    .toBeDefined();
  const response = await fetch(link!);
  expect(response.status, `opening ${link}`).toBeLessThan(400);
}

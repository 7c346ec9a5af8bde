import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../core/shared/ports.ts';
import { DEFAULT_FROM, toNodemailerMessage } from './message.ts';
import { headerText } from './mail-header.ts';
import type { OutboxMessage } from './outbox.ts';

/** A file name (without extension) for a Message-ID: readable, safe on every file system, unique. */
export function outboxId(messageId: string): string {
  const readable = messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  const hash = createHash('sha256').update(messageId).digest('hex').slice(0, 10);
  return `${readable}-${hash}`;
}

/** Writes a file so readers see either nothing or the whole content (temp file in the same folder, then rename). */
async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The outbox entry already written under `sidecar`, if any. */
const readEntry = (sidecar: string) =>
  readFile(sidecar, 'utf8').then(
    (text) => JSON.parse(text) as Omit<OutboxMessage, 'id'>,
    () => undefined,
  );

/**
 * The embedded default Mailer: each message becomes `<dir>/<id>.eml` (RFC 5322, as an SMTP server
 * would receive it) plus `<id>.json` for the admin outbox. Sending the same message again (a retry:
 * same Message-ID, recipient and subject) is a no-op; a different message that reuses a Message-ID
 * is still written, under a name of its own, so the outbox never loses one.
 */
export function createFileMailer(dir: string, { from = DEFAULT_FROM }: { from?: string } = {}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      let id = outboxId(message.messageId);
      let sidecar = path.join(dir, `${id}.json`);
      // The sidecar is written last, so its presence means the message is complete.
      if (await exists(sidecar)) {
        const earlier = await readEntry(sidecar);
        if (earlier?.to === message.to && earlier.subject === headerText(message.subject)) return;
        id = `${id}-${randomBytes(4).toString('hex')}`;
        sidecar = path.join(dir, `${id}.json`);
      }
      await mkdir(dir, { recursive: true });
      const date = new Date();
      const info = await transport.sendMail(toNodemailerMessage(message, from, date));
      await writeAtomically(path.join(dir, `${id}.eml`), info.message as Buffer);
      const entry: Omit<OutboxMessage, 'id'> = {
        messageId: message.messageId,
        to: message.to,
        subject: headerText(message.subject),
        date: date.toISOString(),
        language: message.language,
        text: message.text,
        html: message.html,
      };
      await writeAtomically(sidecar, JSON.stringify(entry, null, 2));
    },
  };
}

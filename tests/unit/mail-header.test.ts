import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../../core/shared/content-disposition.ts';
import type { MailMessage } from '../../core/shared/ports.ts';
import { createFileMailer, outboxId } from '../../infra/mail/file-mailer.ts';
import { headerText, MAX_SUBJECT_LENGTH } from '../../infra/mail/mail-header.ts';
import { toNodemailerMessage } from '../../infra/mail/message.ts';
import { readOutboxMessage } from '../../infra/mail/outbox.ts';
import { hostileText } from '../setup/hostile-text.ts';

const FROM = 'Kariéra IT <noreply@kariera.test>';
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The message as a recipient's client reads it: built by the portal's builder, parsed by mailparser. */
async function delivered(message: MailMessage): Promise<ParsedMail> {
  const info = await transport.sendMail(toNodemailerMessage(message, FROM, new Date('2026-11-29T10:00:00Z')));
  return simpleParser(info.message as Buffer);
}

const message = (overrides: Partial<MailMessage>): MailMessage => ({
  to: 'jana@example.sk',
  subject: 'Nová ponuka',
  html: '<p>Dobrý deň</p>',
  text: 'Dobrý deň',
  messageId: '<task-1.abc@kariera.test>',
  language: 'sk',
  headers: { 'List-Unsubscribe': '<https://kariera.test/unsubscribe?token=abc>' },
  attachments: [
    { filename: 'cv.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
  ],
  ...overrides,
});

/** The text the encoder documents: runs of white space and control characters as one space, trimmed. */
const documentedText = (input: string) =>
  input
    .toWellFormed()
    .replace(/[\s\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();

const injections = [
  '\r\nBcc: mallory@evil.test',
  '\nTo: mallory@evil.test',
  '\rX-Injected: 1',
  '\r\n\r\n<p>body</p>',
  '=?UTF-8?B?QmNjOiBtYWxsb3J5QGV2aWwudGVzdA==?=',
  '=?utf-8?q?Reply-To=3A_x?=',
  '"Mallory" <mallory@evil.test>',
];

const headerNames = (mail: ParsedMail) => mail.headerLines.map((line) => line.key).sort();

describe('e-mail header encoder', () => {
  it('headerText makes one trimmed line of at most the given length', () => {
    fc.assert(
      fc.property(hostileText(injections), fc.integer({ min: 2, max: 300 }), (input, max) => {
        const text = headerText(input, max);
        expect(text).not.toMatch(/[\p{Cc}\u2028\u2029]|^\s|\s$|\s\s/u);
        expect(text.isWellFormed()).toBe(true);
        expect([...text].length).toBeLessThanOrEqual(max);
        const documented = documentedText(input);
        if ([...documented].length <= max) expect(text).toBe(documented);
        else expect(text.endsWith('…')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a hostile subject, header value and file name reach the recipient as text, with no header added', async () => {
    const baseline = headerNames(await delivered(message({})));
    await fc.assert(
      fc.asyncProperty(
        hostileText(injections),
        hostileText(injections),
        hostileText(injections),
        async (typed, typedValue, fileName) => {
          // As in the templates: the typed text (a job title, an event name) inside the portal's own text.
          const subject = `Nová ponuka: ${typed}`;
          const value = `<https://kariera.test/unsubscribe?token=${typedValue}>`;
          const mail = await delivered(
            message({
              subject,
              headers: { 'List-Unsubscribe': value },
              attachments: [{ ...message({}).attachments![0]!, filename: fileName }],
            }),
          );
          // Exactly the headers of an ordinary message: nothing injected (Bcc, To, Reply-To, X-…).
          expect(headerNames(mail)).toEqual(baseline);
          expect(mail.bcc).toBeUndefined();
          expect(mail.cc).toBeUndefined();
          expect(mail.replyTo).toBeUndefined();
          expect((mail.to as AddressObject).value).toEqual([{ address: 'jana@example.sk', name: '' }]);
          expect(mail.from!.value).toEqual([{ address: 'noreply@kariera.test', name: 'Kariéra IT' }]);
          // The subject reads as the typed text, one line (an encoded-word lookalike is shown as typed).
          const documented = documentedText(subject);
          const short = [...documented].length <= MAX_SUBJECT_LENGTH;
          expect(mail.subject ?? '').toBe(short ? documented : headerText(subject));
          expect(mail.text).toBe('Dobrý deň');
          expect(mail.attachments).toHaveLength(1);
          expect(mail.attachments[0]!.filename).toBe(downloadFileName(fileName));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the file mailer writes the encoded subject to the message and the outbox alike', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-header-'));
    try {
      const subject = 'Ponuka: Senior dev\r\nBcc: mallory@evil.test =?UTF-8?B?QmNj?= 😀';
      const messageId = '<task-7.abc@kariera.test>';
      await createFileMailer(dir, { from: FROM }).send(message({ subject, messageId }));
      const entry = await readOutboxMessage(dir, outboxId(messageId));
      expect(entry?.subject).toBe('Ponuka: Senior dev Bcc: mallory@evil.test =?UTF-8?B?QmNj?= 😀');
      const mail = await simpleParser(await readFile(path.join(dir, `${outboxId(messageId)}.eml`)));
      expect(mail.subject).toBe(entry?.subject);
      expect(mail.bcc).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

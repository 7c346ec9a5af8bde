import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../core/shared/ports.ts';
import type { Database } from '../../db/client.ts';
import { task } from '../../db/schema/system.ts';
import { createEmailRenderer } from '../../emails/render.ts';
import { createFileMailer, outboxId } from '../../infra/mail/file-mailer.ts';
import { listOutbox, readOutboxMessage } from '../../infra/mail/outbox.ts';
import { sendEmailTask } from '../../infra/mail/send-email-task.ts';
import { createSmtpMailer } from '../../infra/mail/smtp-mailer.ts';
import { createDiskFileStore } from '../../infra/storage/disk-file-store.ts';
import { createTaskQueue, createTaskRunner } from '../../infra/tasks/runner.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { openTestDatabase, testDriver } from '../setup/test-db.ts';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'ludmila.kovacova@example.sk',
  subject: 'Potvrďte svoju e-mailovú adresu – Ľubomír Šťastný',
  html: '<p>Dobrý deň, <strong>Ľubomír Šťastný</strong>, <a href="https://kariera.test/v?t=1">potvrďte</a></p>',
  text: 'Dobrý deň, Ľubomír Šťastný, potvrďte: https://kariera.test/v?t=1',
  messageId: '<task-1@kariera.test>',
  language: 'sk',
  ...overrides,
});

const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('delivers a multipart message with text, HTML, subject, Message-ID and Content-Language', async () => {
    const mailer = createSmtpMailer({ url: sink.url, from: 'Kariéra IT <noreply@kariera.test>' });
    await mailer.send(message());

    const received = await sink.waitFor((m) => m.messageId === '<task-1@kariera.test>');
    expect(received.to).toBe('ludmila.kovacova@example.sk');
    expect(received.from).toBe('"Kariéra IT" <noreply@kariera.test>');
    expect(received.subject).toBe('Potvrďte svoju e-mailovú adresu – Ľubomír Šťastný');
    expect(received.text.trim()).toBe(message().text);
    expect(received.html).toContain('<strong>Ľubomír Šťastný</strong>');
    expect(received.language).toBe('sk');
    expect(received.raw.toString('utf8')).toMatch(/Content-Type: multipart\/alternative/i);
    expect(received.raw.toString('utf8')).toMatch(/Message-ID: <task-1@kariera\.test>/i);
  });

  it('waitFor rejects with what arrived when nothing matches in time', async () => {
    await expect(sink.waitFor((m) => m.to === 'nobody@example.sk', 50)).rejects.toThrow(
      /No matching e-mail within 50 ms; received: ludmila/,
    );
  });
});

describe(`send-email task on ${testDriver()}`, () => {
  let database: Database;
  let sink: SmtpSink;
  beforeAll(async () => {
    [database, sink] = await Promise.all([openTestDatabase(), startSmtpSink()]);
  });
  afterAll(async () => {
    await sink?.close();
    const pool = (database?.db as unknown as { $client?: { on?: (e: 'error', f: () => void) => void } })
      ?.$client;
    if (testDriver() === 'postgres') pool?.on?.('error', () => undefined);
    await database?.close();
  });

  it('renders the template and delivers it with a Message-ID stable across retries', async () => {
    const sendEmail = sendEmailTask({
      mailer: createSmtpMailer({ url: sink.url }),
      render: createEmailRenderer({ portalUrl: 'https://kariera.test' }),
      host: 'kariera.test',
      installation: async () => 'i1',
    });
    const runner = createTaskRunner({
      db: database.db,
      tasks: [sendEmail],
      logger: silentLogger,
      instanceId: 'mail-test',
    });
    const queue = createTaskQueue(database.db, { tasks: [sendEmail] });
    const url = 'https://kariera.test/api/auth/verify-email?token=abc&callbackURL=%2Fde';
    const id = await queue.enqueue('send-email', {
      template: 'verify-email',
      to: 'joerg.mueller@example.de',
      locale: 'de',
      data: { name: 'Jörg Müller', url, expiresHours: 24 },
    });
    expect(await runner.runDue()).toBe(1);

    const received = await sink.waitFor((m) => m.messageId === `<task-${id}.i1@kariera.test>`);
    expect(received.to).toBe('joerg.mueller@example.de');
    // Sent by the system (RFC 3834), with the subject as the HTML document's title.
    expect(received.raw.toString('utf8')).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    expect(received.html).toContain('<title>Bitte bestätigen Sie Ihre E-Mail-Adresse</title>');
    // The hidden preview line carries no long run of zero-width characters (spam filters score it).
    expect(received.html).not.toMatch(/(?:[\u200b-\u200f\u2060\ufeff]|\u034f){3,}/);
    expect(received.html).not.toMatch(/(&zwnj;|&#8204;|&#x200c;){3,}/i);
    expect(received.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(received.language).toBe('de');
    expect(received.text).toContain(url);
    expect(received.text).toContain('Guten Tag Jörg Müller');
    expect(received.html).toContain(url.replaceAll('&', '&amp;'));
    const [row] = await database.db.select().from(task).where(eq(task.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('sends the extra header fields and attaches files of the file store', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kariera-attach-'));
    const files = createDiskFileStore(dir);
    const pdf = new TextEncoder().encode('%PDF-1.4 Životopis Ľubomíra');
    await files.put('cv-pdf/abc.pdf', pdf, 'application/pdf');
    const sendEmail = sendEmailTask({
      mailer: createSmtpMailer({ url: sink.url }),
      render: createEmailRenderer({ portalUrl: 'https://kariera.test' }),
      host: 'kariera.test',
      installation: async () => 'i1',
      files,
    });
    const runner = createTaskRunner({
      db: database.db,
      tasks: [sendEmail],
      logger: silentLogger,
      instanceId: 'a',
    });
    const queue = createTaskQueue(database.db, { tasks: [sendEmail] });
    const id = await queue.enqueue('send-email', {
      template: 'verify-email',
      to: 'attach@example.sk',
      locale: 'sk',
      data: { name: 'Ľubomír', url: 'https://kariera.test/v', expiresHours: 24 },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [
        { filename: 'zivotopis.pdf', contentType: 'application/pdf', storageKey: 'cv-pdf/abc.pdf' },
      ],
    });
    expect(await runner.runDue()).toBe(1);
    const received = await sink.waitFor((m) => m.messageId === `<task-${id}.i1@kariera.test>`);
    expect(received.raw.toString('utf8')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(received.attachments).toHaveLength(1);
    expect(received.attachments[0]).toMatchObject({
      filename: 'zivotopis.pdf',
      contentType: 'application/pdf',
    });
    expect(new Uint8Array(received.attachments[0]!.content)).toEqual(pdf);
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses header injection in extra header fields at enqueue', async () => {
    const queue = createTaskQueue(database.db, {
      tasks: [
        sendEmailTask({
          mailer: createSmtpMailer({ url: sink.url }),
          render: createEmailRenderer({ portalUrl: 'https://kariera.test' }),
          host: 'kariera.test',
          installation: async () => 'i1',
        }),
      ],
    });
    await expect(
      queue.enqueue('send-email', {
        template: 'verify-email',
        to: 'attach@example.sk',
        locale: 'sk',
        data: { name: 'Ľubomír', url: 'https://kariera.test/v', expiresHours: 24 },
        headers: { 'X-Test': 'a\r\nBcc: victim@example.sk' },
      }),
    ).rejects.toThrow();
  });

  it('refuses at enqueue data that does not fit the template', async () => {
    const queue = createTaskQueue(database.db, {
      tasks: [
        sendEmailTask({
          mailer: createSmtpMailer({ url: sink.url }),
          render: async () => ({ subject: '', html: '', text: '' }),
          host: 'x',
          installation: async () => 'i1',
        }),
      ],
    });
    await expect(
      queue.enqueue('send-email', {
        template: 'reset-password',
        to: 'a@example.sk',
        locale: 'sk',
        data: { name: 'A', url: 'https://kariera.test/r' },
      }),
    ).rejects.toThrow(/expiresMinutes/);
  });
});

describe('file mailer and outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'kariera-mail-')), 'mail');
  });
  afterAll(async () => {
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('lists nothing before the first message (the folder does not exist yet)', async () => {
    expect(await listOutbox(dir, { limit: 10 })).toEqual([]);
    expect(await readOutboxMessage(dir, 'task-1')).toBeUndefined();
  });

  it('writes an .eml the outbox lists and reads, and keeps one copy of a retried message', async () => {
    const mailer = createFileMailer(dir, { from: 'Kariéra IT <noreply@kariera.test>' });
    await mailer.send(message({ messageId: '<task-1@kariera.test>', subject: 'First' }));
    await mailer.send(message({ messageId: '<task-2@kariera.test>', subject: 'Second', language: 'de' }));
    await mailer.send(message({ messageId: '<task-1@kariera.test>', subject: 'First' }));

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(4);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(2);

    const listed = await listOutbox(dir, { limit: 10 });
    expect(listed.map((m) => [m.messageId, m.subject])).toEqual([
      ['<task-2@kariera.test>', 'Second'],
      ['<task-1@kariera.test>', 'First'],
    ]);
    expect(listed[0]).toEqual({
      id: outboxId('<task-2@kariera.test>'),
      messageId: '<task-2@kariera.test>',
      to: 'ludmila.kovacova@example.sk',
      subject: 'Second',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await listOutbox(dir, { limit: 1 })).toHaveLength(1);

    const read = await readOutboxMessage(dir, listed[0]!.id);
    expect(read).toMatchObject({
      id: listed[0]!.id,
      messageId: '<task-2@kariera.test>',
      subject: 'Second',
      language: 'de',
      text: message().text,
      html: message().html,
    });

    const eml = await readFile(path.join(dir, `${listed[0]!.id}.eml`));
    expect(eml.toString('latin1')).toContain('\r\n');
    const parsed = await simpleParser(eml);
    expect(parsed.messageId).toBe('<task-2@kariera.test>');
    expect(parsed.subject).toBe('Second');
    expect(parsed.headers.get('content-language')).toBe('de');
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.text?.trim()).toBe(message().text);
    expect(parsed.html).toContain('Ľubomír Šťastný');
  });

  it('never skips a different message that reuses a Message-ID (e.g. after a database reset)', async () => {
    const own = path.join(path.dirname(dir), 'reused');
    const mailer = createFileMailer(own);
    await mailer.send(
      message({ messageId: '<task-7@kariera.test>', subject: 'Verify', to: 'old@example.sk' }),
    );
    await mailer.send(
      message({ messageId: '<task-7@kariera.test>', subject: 'Verify', to: 'new@example.sk' }),
    );
    const listed = await listOutbox(own, { limit: 10 });
    expect(listed.map((m) => m.to).sort()).toEqual(['new@example.sk', 'old@example.sk']);
  });

  it('names files safely whatever the Message-ID holds', () => {
    const id = outboxId('<../../etc/passwd@evil host>');
    expect(id).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
    expect(id).not.toContain('/');
    expect(outboxId('<a@b>')).not.toBe(outboxId('<a_b>'));
  });

  it('refuses ids that are not plain file names', async () => {
    for (const id of ['../x', '..', '.', 'a/b', 'a\\b', '', '/etc/passwd', '.hidden'])
      expect(await readOutboxMessage(dir, id), id).toBeUndefined();
  });
});

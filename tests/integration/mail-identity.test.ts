import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { defaultSender } from '../../infra/mail/message.ts';
import { listOutbox } from '../../infra/mail/outbox.ts';
import { registerCandidate, type TestApp } from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';

/** Registers someone on `app` and runs its task runner until the mail is written. */
async function registerAndDeliver(app: TestApp) {
  const { email } = await registerCandidate(() => app);
  while ((await app.accounts.runner.runDue()) > 0);
  return email;
}

describe('e-mails of the embedded outbox', () => {
  it('are not lost after the database is reset: Message-IDs are unique across databases', async () => {
    // The same DATA_DIR (its mail folder) with a new, empty database: what moving data/db away does.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kariera-reset-'));
    const before = await createTestApp({ DATA_DIR: dataDir });
    const first = await registerAndDeliver(before);
    await before.close();
    const after = await createTestApp({ DATA_DIR: dataDir });
    try {
      const second = await registerAndDeliver(after);
      const outbox = await listOutbox(path.join(dataDir, 'mail'), { limit: 50 });
      expect(outbox.map((m) => m.to)).toEqual(expect.arrayContaining([first, second]));
      const ids = outbox.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^<task-\d+\.[A-Za-z0-9_-]{16}@kariera\.test>$/);
    } finally {
      await after.close();
    }
  });

  it('come from noreply@ the host of PUBLIC_URL without MAIL_FROM, marked as automatic', async () => {
    const app = await createTestApp();
    try {
      const to = await registerAndDeliver(app);
      const mailDir = path.join(app.config.dataDir, 'mail');
      const [entry] = (await listOutbox(mailDir, { limit: 10 })).filter((m) => m.to === to);
      const eml = await simpleParser(await readFile(path.join(mailDir, `${entry!.id}.eml`)));
      expect(eml.from?.value[0]?.address).toBe('noreply@kariera.test');
      expect(eml.headers.get('auto-submitted')).toBe('auto-generated');
      expect(eml.html).toMatch(/<title>[^<]+<\/title>/);
    } finally {
      await app.close();
    }
  });

  it('derive the sender for names, IPv4 and IPv6 hosts', () => {
    expect(defaultSender('https://kariera-it.sk')).toBe('Kariéra IT <noreply@kariera-it.sk>');
    expect(defaultSender('http://127.0.0.1:3000')).toBe('Kariéra IT <noreply@[127.0.0.1]>');
    expect(defaultSender('http://[::1]:3000')).toBe('Kariéra IT <noreply@[IPv6:::1]>');
  });
});

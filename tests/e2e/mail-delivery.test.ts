import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const USERS = 6;

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

it('delivers every verification e-mail exactly once when the server stops with e-mails queued and starts again', async () => {
  // The sink holds every delivery until the gate opens, so e-mails are in flight and queued when the server stops.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const sink = await startSmtpSink({ accept: () => gate });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kariera-mail-'));
  const env = { SMTP_URL: sink.url, MAIL_FROM: 'Kariéra IT <noreply@kariera.test>' };
  server = await startServer(env, dataDir);

  const emails: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const body = validRegistration();
    const response = await fetch(`${server.url}/api/registration/candidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    emails.push(body.email);
  }

  // Stop while deliveries hang in the sink; once the server no longer accepts connections, let them through.
  const first = server;
  const exited = first.stop('SIGTERM');
  await expect
    .poll(() =>
      fetch(`${first.url}/healthz`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  open();
  expect(await exited).toBe(0);
  const deliveredBeforeRestart = sink.messages.length;
  expect(deliveredBeforeRestart).toBeLessThan(USERS);

  server = await startServer(env, dataDir);
  await Promise.all(emails.map((to) => sink.waitFor((m) => m.to === to, 30_000)));
  await server.stop('SIGTERM');
  server = undefined;

  const received = sink.messages.map((m) => m.to).sort();
  expect(received).toEqual([...emails].sort());
  expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(USERS);
  for (const message of sink.messages) {
    expect(message.subject).toMatch(/e-mail/i);
    expect(message.text).toMatch(/\/verify-email\?token=/);
  }
  await sink.close();
});

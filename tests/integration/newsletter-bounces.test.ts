import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailSuppression } from '../../db/schema/index.ts';
import { publishJob } from '../factories/jobs.ts';
import { fileTestAppWithSmtp, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { startsInboundListener } from '../support/inbound-listener.ts';
import type { SinkMessage } from '../support/smtp-sink.ts';

const ADMIN = `bounce.admin.${Date.now()}@example.sk`;
const { app, call, delivered, emailsTo } = fileTestAppWithSmtp({
  ADMIN_EMAILS: ADMIN,
  RATE_LIMIT_SCALE: '20',
  INBOUND_SMTP_PORT: '0',
});
const word = `Bx${randomBytes(3).toString('hex')}`;
const unique = () => randomBytes(4).toString('hex');
let adminCookie = '';
const listenerPort = startsInboundListener(app);

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

/** Sends raw MIME to the listener over real SMTP, as a receiving MTA returns a report. */
const deliverReport = (to: string, raw: string) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: listenerPort(), secure: false, ignoreTLS: true })
    .sendMail({ envelope: { from: '', to }, raw: raw.replace(/\r?\n/g, '\r\n') });

/** A delivery status notification (RFC 3464) for `recipient`: `action` and `status` of its one recipient group. */
const dsn = (
  to: string,
  recipient: string,
  action: string,
  status: string,
) => `From: Mail Delivery System <MAILER-DAEMON@mx.example.net>
To: ${to}
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="=_b1"

--=_b1
Content-Type: text/plain; charset=us-ascii

The mail could not be delivered.

--=_b1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net
Arrival-Date: Sun, 29 Nov 2026 10:00:00 +0000

Final-Recipient: rfc822; ${recipient}
Original-Recipient: rfc822;${recipient}
Action: ${action}
Status: ${status}
Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: Recipient address rejected

--=_b1
Content-Type: text/rfc822-headers

From: Kariera IT <noreply@kariera.test>
To: ${recipient}
Subject: New jobs for your search

--=_b1--
`;

/** An abuse feedback report (ARF, RFC 5965) about a list mail to `recipient`. */
const arf = (to: string, recipient: string) => `From: feedback@isp.example
To: ${to}
Subject: FW: New jobs for your search
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="=_f1"

--=_f1
Content-Type: text/plain; charset=us-ascii

This is an email abuse report.

--=_f1
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: ExampleFBL/1.0
Version: 1
Original-Rcpt-To: <${recipient}>

--=_f1
Content-Type: message/rfc822

From: Kariera IT <noreply@kariera.test>
To: ${recipient}
Subject: New jobs for your search

Jobs.
--=_f1--
`;

/** Creates and confirms an instant job alert for `email` (matches jobs named with `word`). */
async function confirmedAlert(email: string) {
  const created = await call('POST', '/api/job-alerts', {
    body: { email, language: 'en', filter: { query: word }, frequency: 'instant', consent: true },
  });
  expect(created.status).toBe(202);
  const confirmation = await delivered((m) => m.to === email && /newsletter\/confirm\?token=/.test(m.text));
  // A transactional e-mail keeps the portal's sender as its envelope sender.
  expect(confirmation.envelopeFrom).not.toMatch(/^bounces\+/);
  const token = /newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)![1]!;
  expect((await call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(200);
}

/**
 * Publishes a matching job, runs the sender and delivers what it queued: the alert mail each address
 * received for the job, undefined for an address that got none (the first address always gets one).
 */
async function publishAndRun(addresses: string[]) {
  const name = `Vývojár ${word} ${unique()}`;
  await publishJob(call, adminCookie, name);
  await app().services.newsletter.runNewsletter();
  const got: Record<string, SinkMessage | undefined> = {};
  for (const address of addresses) {
    const queued = (await emailsTo(address)).some(
      (m) => m.template === 'job-alert' && JSON.stringify(m.data).includes(name),
    );
    got[address] = queued ? await delivered((m) => m.to === address && m.html.includes(name)) : undefined;
  }
  expect(got[addresses[0]!]).toBeDefined();
  return got;
}

const suppressions = () => app().database.db.select().from(mailSuppression);

describe('bounces and complaints of list mail', () => {
  const control = `control.${unique()}@example.sk`;
  const hard = `hard.${unique()}@example.sk`;
  const complaint = `complaint.${unique()}@example.sk`;
  const soft = `soft.${unique()}@example.sk`;
  const verp: Record<string, string> = {};

  it('list mail goes out with a VERP envelope sender naming its recipient', async () => {
    for (const email of [control, hard, complaint, soft]) await confirmedAlert(email);
    const got = await publishAndRun([control, hard, complaint, soft]);
    for (const email of [control, hard, complaint, soft]) {
      const message = got[email]!;
      expect(message.envelopeFrom).toMatch(/^bounces\+[\w-]{43}@kariera\.test$/);
      verp[email] = message.envelopeFrom;
    }
    expect(new Set(Object.values(verp)).size).toBe(4);
  });

  it('a malformed report, a report of success and an unknown or forged token change nothing', async () => {
    const notReport = `From: a@isp.example\nTo: ${verp[hard]}\nSubject: Out of office\n\nI am away.\n`;
    await deliverReport(verp[hard]!, notReport);
    await deliverReport(verp[hard]!, dsn(verp[hard]!, hard, 'failed', 'five'));
    await deliverReport(verp[hard]!, dsn(verp[hard]!, hard, 'delivered', '2.0.0'));
    const forged = `bounces+${'A'.repeat(43)}@kariera.test`;
    await deliverReport(forged, dsn(forged, hard, 'failed', '5.1.1'));
    await deliverReport(forged, arf(forged, hard));
    // Other addresses at the host are still refused, and nothing is relayed.
    await expect(deliverReport('postmaster@kariera.test', notReport)).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      deliverReport(verp[hard]!.replace('kariera.test', 'elsewhere.example'), notReport),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await suppressions()).toEqual([]);
  });

  it('a hard bounce and a complaint suppress at once; soft bounces below the threshold do not', async () => {
    await deliverReport(verp[hard]!, dsn(verp[hard]!, hard, 'failed', '5.1.1'));
    await deliverReport(verp[complaint]!, arf(verp[complaint]!, complaint));
    await deliverReport(verp[soft]!, dsn(verp[soft]!, soft, 'delayed', '4.4.1'));
    await deliverReport(verp[soft]!, dsn(verp[soft]!, soft, 'failed', '4.2.2'));
    const rows = Object.fromEntries((await suppressions()).map((r) => [r.email, r]));
    expect(rows[hard]).toMatchObject({ reason: 'hard', suppressedAt: expect.any(Date) });
    expect(rows[complaint]).toMatchObject({ reason: 'complaint', suppressedAt: expect.any(Date) });
    expect(rows[soft]).toMatchObject({ reason: 'soft', count: 2, suppressedAt: null });

    const got = await publishAndRun([control, soft, hard, complaint]);
    expect(got[soft]).toBeDefined();
    expect(got[hard]).toBeUndefined();
    expect(got[complaint]).toBeUndefined();
  });

  it('the third soft bounce within 30 days suppresses', async () => {
    await deliverReport(verp[soft]!, dsn(verp[soft]!, soft, 'failed', '4.2.2'));
    const row = (await suppressions()).find((r) => r.email === soft);
    expect(row).toMatchObject({ count: 3, suppressedAt: expect.any(Date) });
    const got = await publishAndRun([control, soft]);
    expect(got[soft]).toBeUndefined();
  });

  it('transactional mail is still sent to a suppressed address', async () => {
    await registerCandidate(app, { email: hard });
    expect((await emailsTo(hard)).some((m) => m.template === 'verify-email')).toBe(true);
    const verification = await delivered((m) => m.to === hard && !m.html.includes(word));
    expect(verification.envelopeFrom).not.toMatch(/^bounces\+/);
  });

  it('admin-only release: the released address receives the next mailing', async () => {
    const release = (email: string, cookie?: string) =>
      call('POST', '/api/admin/newsletter/suppressions/release', {
        body: { email },
        ...(cookie ? { cookie } : {}),
      });
    expect((await release(hard)).status).toBe(401);
    const other = (await registerCandidate(app, { email: `other.${unique()}@example.sk` })).cookie;
    expect((await release(hard, other)).status).toBe(403);
    expect((await suppressions()).some((r) => r.email === hard)).toBe(true);
    expect((await release(hard.toUpperCase(), adminCookie)).status).toBe(204);
    expect((await release(hard, adminCookie)).status).toBe(404);
    const got = await publishAndRun([control, hard, complaint]);
    expect(got[hard]).toBeDefined();
    expect(got[complaint]).toBeUndefined();
  });
});

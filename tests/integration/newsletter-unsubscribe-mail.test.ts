import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { newsletterSubscription } from '../../db/schema/index.ts';
import { INBOUND_MAX_BYTES } from '../../server/inbound-mail.ts';
import { fileTestAppWithSmtp, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { publishJob } from '../factories/jobs.ts';
import { startsInboundListener } from '../support/inbound-listener.ts';
import { rawHeader } from '../support/smtp-sink.ts';

const ADMIN = `mailto.admin.${Date.now()}@example.sk`;
const { app, call, delivered } = fileTestAppWithSmtp({
  ADMIN_EMAILS: ADMIN,
  RATE_LIMIT_SCALE: '20',
  INBOUND_SMTP_PORT: '0',
});
const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;
let adminCookie = '';
const listenerPort = startsInboundListener(app);

async function deliverAll() {
  while ((await app().accounts.runner.runDue()) > 0);
}
const mailsTo = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from task where name = 'send-email' and payload->>'to' = ${email} and payload->>'template' = 'job-alert'`,
    )
  )[0]!.n;

/** Sends a message to the listener over real SMTP, as a mail provider's "unsubscribe" button does. */
const sendToListener = (message: { to: string; subject: string; text?: string }) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: listenerPort(), secure: false, ignoreTLS: true })
    .sendMail({ from: 'reader@example.sk', text: 'unsubscribe', ...message });

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
});

describe('the mailto: unsubscribe address', () => {
  const email = `mailto.${unique()}@example.sk`;
  let mailto: URL;

  it('is advertised in List-Unsubscribe when the listener is configured', async () => {
    await call('POST', '/api/newsletter/subscriptions', {
      body: { email, language: 'en', topics: ['jobs'], consent: true },
    });
    const confirmation = await delivered((m) => m.to === email && /newsletter\/confirm\?token=/.test(m.text));
    const url = /https:\/\/kariera\.test\S*\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)![0];
    const confirmed = await call('POST', '/api/subscriptions/confirm', {
      body: { token: new URL(url).searchParams.get('token') },
    });
    expect(confirmed.status).toBe(200);
    const name = `Kotlin by mail ${unique()}`;
    await publishJob(call, adminCookie, name);
    expect((await app().services.newsletter.runNewsletter()).jobs).toBeGreaterThanOrEqual(1);
    const digest = await delivered((m) => m.to === email && m.html.includes(name));
    const header = String(rawHeader(digest, 'List-Unsubscribe'));
    expect(header).toMatch(
      /^<https:\/\/kariera\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:/,
    );
    mailto = new URL(/<(mailto:[^>]+)>/.exec(header)![1]!);
    expect(mailto.pathname).toBe('unsubscribe@kariera.test');
    expect(mailto.searchParams.get('subject')).toMatch(/^unsubscribe [\w-]{43}$/);
  });

  it('refuses any other recipient at RCPT, an unknown token and an oversized message', async () => {
    await expect(sendToListener({ to: 'postmaster@kariera.test', subject: 'hello' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      sendToListener({ to: 'unsubscribe@elsewhere.example', subject: mailto.searchParams.get('subject')! }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      sendToListener({ to: mailto.pathname, subject: `unsubscribe ${'A'.repeat(43)}` }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      sendToListener({
        to: mailto.pathname,
        subject: mailto.searchParams.get('subject')!,
        text: 'x'.repeat(INBOUND_MAX_BYTES + 1024),
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const [row] = await app()
      .database.db.select({ status: newsletterSubscription.status })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, email));
    expect(row?.status).toBe('confirmed');
  });

  it('a mail to it ends the subscription like the one-click POST; no further mail arrives', async () => {
    const sent = await sendToListener({
      to: mailto.pathname.toUpperCase(),
      // A mail client's reply prefix does not matter.
      subject: `Re: ${mailto.searchParams.get('subject')!}`,
    });
    expect(sent.accepted).toHaveLength(1);
    const [row] = await app()
      .database.db.select({ status: newsletterSubscription.status })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, email));
    expect(row?.status).toBe('unsubscribed');

    const before = await mailsTo(email);
    await publishJob(call, adminCookie, `Kotlin after the mail ${unique()}`);
    await app().services.newsletter.runNewsletter(new Date(Date.now() + 8 * DAY));
    await deliverAll();
    expect(await mailsTo(email)).toBe(before);
  });
});

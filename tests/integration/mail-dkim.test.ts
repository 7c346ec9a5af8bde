import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { fileTestAppWithSmtp, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { rawHeader, type SinkMessage } from '../support/smtp-sink.ts';

const SELECTOR = 'mail2026';
const DOMAIN = 'kariera-it.sk';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** The TXT record an operator publishes at mail2026._domainkey.kariera-it.sk. */
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

const ADMIN = `dkim.admin.${Date.now()}@example.sk`;
const { app, call, delivered } = fileTestAppWithSmtp({
  ADMIN_EMAILS: ADMIN,
  RATE_LIMIT_SCALE: '20',
  MAIL_FROM: `Kariéra IT <noreply@${DOMAIN}>`,
  // As one line in an environment file: the line breaks written as \n.
  DKIM_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
  DKIM_SELECTOR: SELECTOR,
});

/** DNS as the receiving server sees it: the selector's key record, nothing else. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[record]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

async function verify(raw: Buffer | string) {
  const { results } = await dkimVerify(raw, { resolver: resolver as never, strict: true });
  return results;
}

describe('DKIM signing', () => {
  let news: SinkMessage;

  it('signs transactional and list mail so that it verifies against the published key', async () => {
    const email = `reader.${randomBytes(4).toString('hex')}@example.sk`;
    await call('POST', '/api/newsletter/subscriptions', {
      body: { email, language: 'en', topics: ['news'], consent: true },
    });
    const confirmation = await delivered((m) => m.to === email && /confirm/i.test(m.text));
    const [signed] = await verify(confirmation.raw);
    expect(signed?.status.result, signed?.info).toBe('pass');
    expect(signed?.signingDomain).toBe(DOMAIN);

    const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)?.[1];
    expect((await call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(200);
    const { cookie } = await registerCandidate(app, { email: ADMIN });
    await verifyEmailByLink(app, ADMIN);
    const subject = `DKIM news ${randomBytes(3).toString('hex')}`;
    const issue = await call('POST', '/api/admin/newsletter/news', {
      cookie,
      body: { subject, content: 'Signed **news**.' },
    });
    expect(issue.status, await issue.clone().text()).toBe(201);
    expect((await call('POST', '/api/admin/newsletter/run', { cookie })).status).toBe(200);
    news = await delivered((m) => m.to === email && m.subject.startsWith(subject));

    const [list] = await verify(news.raw);
    expect(list?.status.result, list?.info).toBe('pass');
    // RFC 8058 §3.1: the one-click headers are covered by the signature.
    const keys = String(list!.signingHeaders!.keys)
      .toLowerCase()
      .split(/\s*:\s*/);
    expect(keys).toEqual(
      expect.arrayContaining(['from', 'list-id', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    expect(rawHeader(news, 'List-Id')).toBe('Kariera IT <newsletter.kariera.test>');
  });

  it('fails verification when a signed list header is changed on the way', async () => {
    const raw = news.raw.toString('latin1');
    const original = rawHeader(news, 'List-Unsubscribe')!;
    const forged = raw.replace(original, original.replace('https://kariera.test/', 'https://evil.test/'));
    expect(forged).not.toBe(raw);
    const [result] = await verify(forged);
    expect(result?.status.result).not.toBe('pass');
  });

  it('refuses a key that is not a private key, or a key without its selector', () => {
    expect(() => loadConfig({ DKIM_PRIVATE_KEY: 'not a key', DKIM_SELECTOR: SELECTOR })).toThrow(
      /DKIM_PRIVATE_KEY: must be a private key/,
    );
    expect(() => loadConfig({ DKIM_PRIVATE_KEY: pem })).toThrow(/DKIM_SELECTOR/);
    expect(() => loadConfig({ DKIM_PRIVATE_KEY: pem, DKIM_SELECTOR: 'bad selector\r\n' })).toThrow(
      /DKIM_SELECTOR: must be a DNS label/,
    );
  });
});

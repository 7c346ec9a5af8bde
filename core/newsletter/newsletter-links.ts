import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { localizePath } from '../shared/locale.ts';
import type { EmailQueue } from '../shared/ports.ts';

/** A transaction of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new unguessable token for a link in an e-mail (256 bits, URL-safe). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a confirmation token: its SHA-256, so a copy of the database confirms nothing. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address that ends a subscription by e-mail: `unsubscribe@` the public URL's host. */
export const unsubscribeMailboxOf = (publicUrl: string) => `unsubscribe@${new URL(publicUrl).hostname}`;

/**
 * The bounce address of list mail (ADR 133): `bounces@` the host of MAIL_FROM, else of the public URL.
 * A list mail's envelope sender is `bounces+<token>@` that host (VERP), the token its subscription's or
 * alert's own.
 */
export function bounceMailboxOf(publicUrl: string, mailFrom?: string): string {
  const fromHost = mailFrom ? /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(mailFrom)?.[1] : undefined;
  return `bounces@${(fromHost ?? new URL(publicUrl).hostname).toLowerCase()}`;
}

/** The VERP address of a token: `bounces+<token>@host`. */
export const verpAddress = (bounceMailbox: string, token: string) => bounceMailbox.replace('@', `+${token}@`);

/** The token of a VERP address of `bounceMailbox` (any case of the fixed part), else undefined. */
export function tokenOfVerpAddress(bounceMailbox: string, address: string): string | undefined {
  const at = bounceMailbox.indexOf('@');
  const local = bounceMailbox.slice(0, at).toLowerCase();
  const host = bounceMailbox.slice(at + 1).toLowerCase();
  const match = /^([^@+]+)\+([A-Za-z0-9_-]{20,100})@([^@]+)$/.exec(address);
  return match && match[1]!.toLowerCase() === local && match[3]!.toLowerCase() === host
    ? match[2]
    : undefined;
}

/** The subject of the `mailto:` unsubscribe address carries the token: `unsubscribe <token>`. */
const SUBJECT_TOKEN = /(?:^|[\s:])unsubscribe\s+([A-Za-z0-9_-]{20,100})(?![A-Za-z0-9_-])/i;

/** The token of an unsubscribe e-mail's subject (a reply's `Re:` or a forward's prefix is no matter). */
export const tokenFromUnsubscribeSubject = (subject: string) => SUBJECT_TOKEN.exec(subject)?.[1];

/**
 * The addresses every list e-mail carries (RFC 8058 and the visible links), for one subscription.
 * The `mailto:` address is advertised only when `unsubscribeMailbox` is given, i.e. when a listener
 * processes the mail sent to it (ADR 072); the https address alone is what RFC 8058 requires.
 */
export function listLinks({
  publicUrl,
  language,
  token,
  unsubscribeMailbox,
  bounceMailbox,
}: {
  publicUrl: string;
  language: Locale;
  token: string;
  unsubscribeMailbox?: string | undefined;
  bounceMailbox?: string | undefined;
}) {
  const base = publicUrl.replace(/\/$/, '');
  const oneClick = `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const mailto = unsubscribeMailbox
    ? `, <mailto:${unsubscribeMailbox}?subject=unsubscribe%20${encodeURIComponent(token)}>`
    : '';
  return {
    oneClick,
    /** The page that shows what ended, in the mail's language. */
    unsubscribePage: `${base}${localizePath(language, '/unsubscribe')}?token=${encodeURIComponent(token)}`,
    settings: `${base}${localizePath(language, '/newsletter')}`,
    /** The VERP envelope sender, when bounces are read (spread into the queued e-mail). */
    envelope: bounceMailbox ? { envelopeFrom: verpAddress(bounceMailbox, token) } : {},
    headers: {
      // RFC 2919: one list identifier per portal, so that filters and mail providers can tell its list mail.
      'List-Id': `Kariera IT <newsletter.${new URL(base).hostname.replace(/^\[|\]$/g, '')}>`,
      'List-Unsubscribe': `<${oneClick}>${mailto}`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The confirmation page's address (a page with one button: confirming is a POST). */
export const confirmPageUrl = (publicUrl: string, language: Locale, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${localizePath(language, '/newsletter/confirm')}?token=${encodeURIComponent(token)}`;

/** An e-mail queued inside a transaction: it exists only if the transaction commits (and may wait until `runAt`). */
export interface TxMailQueue {
  send(input: Parameters<EmailQueue['send']>[0] & { runAt?: Date }): Promise<void>;
}

/** The e-mail queue bound to a transaction (the durable send-email task written with the send log). */
export type MailQueueOn = (tx: Tx) => TxMailQueue;

/**
 * The settings page of one job alert (ADR 126): its token is the authority, so a subscriber without an
 * account changes how often, pauses or deletes that alert (and nothing else) from the mail's link.
 */
export const alertSettingsUrl = (publicUrl: string, language: Locale, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${localizePath(language, '/newsletter/alert')}?token=${encodeURIComponent(token)}`;

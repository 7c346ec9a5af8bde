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

/** The addresses every list e-mail carries (RFC 8058 and the visible links), for one subscription. */
export function listLinks({
  publicUrl,
  language,
  token,
}: {
  publicUrl: string;
  language: Locale;
  token: string;
}) {
  const base = publicUrl.replace(/\/$/, '');
  const oneClick = `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const host = new URL(base).hostname;
  return {
    oneClick,
    /** The page that shows what ended, in the mail's language. */
    unsubscribePage: `${base}${localizePath(language, '/unsubscribe')}?token=${encodeURIComponent(token)}`,
    settings: `${base}${localizePath(language, '/newsletter')}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <mailto:unsubscribe@${host}?subject=unsubscribe%20${token}>`,
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

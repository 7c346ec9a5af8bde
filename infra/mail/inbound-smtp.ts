import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a received message is turned into: `accepted` (250) or `rejected` with a reason (550). */
export type InboundVerdict = { accepted: true } | { accepted: false; reason: string };

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply error (smtp-server sends `responseCode` and the message). */
const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/** The `Subject` of a raw message's header (unfolded; RFC 2047 encoded words decoded). */
export function subjectOf(raw: Buffer): string {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const header = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const line = /^subject:[ \t]*(.*)$/im.exec(header)?.[1] ?? '';
  return line.replace(
    /=\?([^?]+)\?([bq])\?([^?]*)\?=/gi,
    (_all, _charset: string, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

/**
 * A small inbound SMTP listener for one purpose: it accepts mail only for the recipients
 * `acceptsRecipient` allows (everything else is refused at RCPT with 550), only up to `maxBytes`
 * (552 beyond), without authentication or relaying, and hands each message to `onMessage`.
 */
export async function startInboundSmtp({
  port,
  host,
  name,
  maxBytes,
  acceptsRecipient,
  onMessage,
  onError,
}: {
  port: number;
  host: string;
  /** The host name of the greeting. */
  name: string;
  maxBytes: number;
  /** Whether mail to this envelope recipient (as the sender wrote it) is taken. */
  acceptsRecipient: (address: string) => boolean;
  /** The message: its subject, envelope sender and recipients (as given), and its raw bytes. */
  onMessage: (message: {
    subject: string;
    from: string;
    to: string[];
    raw: Buffer;
  }) => Promise<InboundVerdict>;
  onError?: (error: unknown) => void;
}): Promise<InboundSmtp> {
  const server = new SMTPServer({
    name,
    banner: 'unsubscribe only',
    logger: false,
    size: maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    maxClients: 50,
    socketTimeout: 30_000,
    closeTimeout: 5_000,
    onRcptTo(address, _session, callback) {
      if (!acceptsRecipient(address.address)) return callback(smtpError(550, 'No such recipient here'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        // Kept up to the size limit (a delivery report is read whole); beyond it only counted.
        if (length < maxBytes) chunks.push(chunk);
        length += chunk.length;
      });
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, 'Message too large'));
        const raw = Buffer.concat(chunks);
        const subject = subjectOf(raw);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        onMessage({ subject, from, to, raw }).then(
          (verdict) => callback(verdict.accepted ? null : smtpError(550, verdict.reason)),
          (error: unknown) => {
            onError?.(error);
            callback(smtpError(451, 'Temporary failure, please try again later'));
          },
        );
      });
    },
  });
  server.on('error', (error) => onError?.(error));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink received, parsed. */
export interface SinkMessage {
  /** Message-ID header, with its angle brackets (`<…@host>`). */
  messageId: string | undefined;
  /** Recipients from the SMTP envelope, comma-separated (usually just one address). */
  to: string;
  /** The envelope sender (MAIL FROM, the later Return-Path). */
  envelopeFrom: string;
  /** The From header as text. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Content-Language header, when present. */
  language: string | undefined;
  /** Every header, lower-case names. */
  headers: Map<string, unknown>;
  /** Attached files (not the text and HTML parts). */
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
  /** The message exactly as it came over SMTP. */
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:PORT`: give it to the app as SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: SinkMessage[];
  /** The first message (already received or arriving within `timeoutMs`) that matches `predicate`. */
  waitFor(predicate?: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  value === undefined ? '' : Array.isArray(value) ? value.map((a) => a.text).join(', ') : value.text;

/**
 * A local SMTP server for tests: accepts every message (no TLS, any or no authentication),
 * parses it, and keeps it in memory. Port 0 picks a free port.
 */
export async function startSmtpSink({
  port = 0,
  accept,
}: {
  port?: number;
  /** Awaited before a message is accepted (answered 250): lets a test hold deliveries in flight. */
  accept?: () => Promise<void>;
} = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const arrivals = new EventEmitter();
  arrivals.setMaxListeners(0);

  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        (accept ?? (() => Promise.resolve()))()
          .then(() => simpleParser(raw))
          .then(
            (parsed) => {
              const language = parsed.headers.get('content-language');
              const message: SinkMessage = {
                messageId: parsed.messageId,
                to: session.envelope.rcptTo.map((r) => r.address).join(', '),
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                from: addressText(parsed.from),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                language: typeof language === 'string' ? language : undefined,
                headers: parsed.headers,
                attachments: parsed.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
                raw,
              };
              messages.push(message);
              arrivals.emit('message', message);
              callback();
            },
            (error: Error) => callback(error),
          );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitFor(predicate = () => true, timeoutMs = 15_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMessage = (message: SinkMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          arrivals.off('message', onMessage);
          resolve(message);
        };
        const timer = setTimeout(() => {
          arrivals.off('message', onMessage);
          reject(
            new Error(
              `No matching e-mail within ${timeoutMs} ms; received: ${
                messages.map((m) => `${m.to} "${m.subject}"`).join('; ') || 'none'
              }`,
            ),
          );
        }, timeoutMs);
        arrivals.on('message', onMessage);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a message as it came over SMTP (unfolded): mailparser turns List-* headers into objects. */
export function rawHeader(message: SinkMessage, name: string): string | undefined {
  const head = message.raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../../core/shared/app-error.ts';
import type { ErrorCode } from '../../contracts/problem.ts';
import { isPublicAddress } from './address-policy.ts';

/** Limits of one outbound fetch. */
export interface FetchLimits {
  /** For the whole fetch: name resolution, every redirect, the body (5 s). */
  timeoutMs: number;
  /** Of the decoded body (2 MB for pages). */
  maxBytes: number;
  /** Redirects followed, each checked like the first address (5). */
  maxRedirects: number;
}

export interface FetchedBody {
  /** The address after redirects. */
  url: string;
  contentType: string | undefined;
  bytes: Uint8Array;
}

/** Ports a URL may name without being on the allow-list. */
const STANDARD_PORTS = new Set([80, 443]);

const fail = (code: ErrorCode, reason: string) =>
  new AppError(code, { message: reason, fieldErrors: { url: [`validation.${codeKey(code)}`] } });

const codeKey = (code: ErrorCode) =>
  ({
    LINK_URL_REFUSED: 'linkRefused',
    LINK_NOT_HTML: 'linkNotHtml',
    LINK_TOO_LARGE: 'linkTooLarge',
    LINK_TIMEOUT: 'linkTimeout',
    LINK_UNREACHABLE: 'linkUnreachable',
  })[code as string] ?? 'invalid';

/**
 * Where a request for `raw` may go: a parsed http(s) URL without credentials on a standard port, and
 * the checked address to connect to. The host is resolved once; every address it resolves to must be
 * public (see isPublicAddress), unless `host:port` is on the allow-list (tests only). The caller
 * connects to the returned address, so a second lookup (DNS rebinding) cannot change it.
 */
export async function checkTarget(
  raw: string,
  allowHosts: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  let url: URL;
  try {
    // The WHATWG parser writes decimal, octal and hex IPv4 forms (2130706433, 0177.0.0.1) as dotted quads.
    url = new URL(raw);
  } catch {
    throw fail('LINK_URL_REFUSED', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail('LINK_URL_REFUSED', 'scheme');
  if (url.username || url.password) throw fail('LINK_URL_REFUSED', 'credentials');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.toLowerCase();
  const allowed = allowHosts.has(`${host}:${port}`);
  if (!allowed && !STANDARD_PORTS.has(port)) throw fail('LINK_URL_REFUSED', 'port');
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  let addresses: { address: string; family: number }[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    if (!bare || bare === 'localhost' || bare.endsWith('.localhost')) {
      if (!allowed) throw fail('LINK_URL_REFUSED', 'local name');
    }
    try {
      addresses = await abortable(lookup(bare, { all: true, verbatim: true }), signal);
    } catch (error) {
      if (signal.aborted) throw fail('LINK_TIMEOUT', 'name resolution timed out');
      throw fail('LINK_UNREACHABLE', `name not resolved: ${(error as Error).message}`);
    }
  }
  if (!addresses.length) throw fail('LINK_UNREACHABLE', 'no address');
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address)))
    throw fail('LINK_URL_REFUSED', 'private address');
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * GETs `raw` through the guard: each hop checked by checkTarget and connected to the checked address
 * (a `lookup` that answers with it), redirects followed by hand (at most `maxRedirects`), the body
 * decompressed and counted against `maxBytes`, all within `timeoutMs`. `accept` says which content
 * types are wanted; anything else is refused before its body is read.
 */
export async function guardedGet(
  raw: string,
  {
    allowHosts,
    limits,
    accept,
    userAgent,
  }: {
    allowHosts: ReadonlySet<string>;
    limits: FetchLimits;
    accept: 'html' | 'image';
    userAgent: string;
  },
): Promise<FetchedBody> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = raw;
  try {
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      const target = await checkTarget(current, allowHosts, signal);
      const response = await request(target, { signal, accept, userAgent });
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw fail('LINK_UNREACHABLE', `redirect ${status} without a location`);
        current = new URL(location, target.url).href;
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw fail('LINK_UNREACHABLE', `status ${status}`);
      }
      const contentType = response.headers['content-type'];
      if (!acceptable(contentType, accept)) {
        response.destroy();
        throw fail('LINK_NOT_HTML', `content type ${contentType ?? 'missing'}`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        throw fail('LINK_TOO_LARGE', `content length ${declared}`);
      }
      const bytes = await readBody(response, limits.maxBytes, signal);
      return { url: target.url.href, contentType, bytes };
    }
    throw fail('LINK_UNREACHABLE', 'too many redirects');
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw fail('LINK_TIMEOUT', 'timed out');
    throw fail('LINK_UNREACHABLE', (error as Error).message);
  }
}

function acceptable(contentType: string | undefined, accept: 'html' | 'image'): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (accept === 'html') return type === 'text/html' || type === 'application/xhtml+xml';
  // The image store sniffs the bytes; some servers label images as octet streams.
  return type.startsWith('image/') || type === 'application/octet-stream' || type === '';
}

function request(
  target: { url: URL; address: string; family: 4 | 6 },
  { signal, accept, userAgent }: { signal: AbortSignal; accept: 'html' | 'image'; userAgent: string },
): Promise<http.IncomingMessage> {
  // Answers every lookup with the checked address: no second resolution that could differ.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target.url, {
      method: 'GET',
      lookup: pinned,
      agent: false,
      signal,
      headers: {
        'user-agent': userAgent,
        accept: accept === 'html' ? 'text/html,application/xhtml+xml;q=0.9' : 'image/avif,image/webp,image/*',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'sk,en;q=0.8,de;q=0.6',
      },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * The decoded body, refused (LINK_TOO_LARGE) as soon as it passes `maxBytes`. A body cut short —
 * the timeout firing midway, the connection closing before the declared length or the last chunk,
 * a compressed stream that ends early — is refused as a whole (LINK_TIMEOUT, LINK_UNREACHABLE):
 * nothing of a partial page is returned (ADR 104).
 */
async function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  // pipeline(), unlike pipe(), ends the decoder with the response's error (an aborted response).
  const stream: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const onAbort = () => stream.destroy(fail('LINK_TIMEOUT', 'timed out while reading the body'));
  if (signal.aborted) onAbort();
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).byteLength;
      if (size > maxBytes) throw fail('LINK_TOO_LARGE', `more than ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
    if (signal.aborted) throw fail('LINK_TIMEOUT', 'timed out');
    if (!response.complete) throw fail('LINK_UNREACHABLE', 'the body ended before it was complete');
  } finally {
    signal.removeEventListener('abort', onAbort);
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks));
}

import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '../../contracts/enums.ts';
import { locales } from '../../contracts/enums.ts';
import { fromAcceptLanguage, splitLocale } from '../../core/shared/locale.ts';
import type { ServerI18n } from '../i18n.ts';
import {
  MULTIPART_PARTS,
  MULTIPART_TEXT_FIELD_BYTES,
  type MultipartProblem,
  multipartProblem,
} from './multipart-fields.ts';
import { problemResponse } from './problem.ts';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The size classes of request bodies (ADR 094). Every route gets one before anything parses its body.
 * - `auth`: sign-in, reset, verification and the other account forms of a few fields;
 * - `form`: every other form and JSON call, the default;
 * - `text`: forms with long texts (admin screens with Markdown, the CV editor's JSON);
 * - `upload`: where a file is expected, a 10 MB document with the form around it.
 */
export const BODY_LIMITS = { auth: 16 * KB, form: 64 * KB, text: 1 * MB, upload: 11 * MB } as const;
export type BodyClass = keyof typeof BODY_LIMITS;

/**
 * Bodies larger than this (declared, or counted when the length is not declared) are read by at most
 * `LARGE_BODY_CONCURRENCY` requests at a time: the heap keeps room for that many uploads being parsed.
 */
export const LARGE_BODY_BYTES = 1 * MB;
export const LARGE_BODY_CONCURRENCY = 2;
/** How long a large body waits for its turn, and how many may wait, before it gets a 503. */
const LARGE_BODY_WAIT_MS = 15_000;
const LARGE_BODY_QUEUE = 16;

/** Page paths (language prefix and `.data` removed) where a file is expected. */
const PAGE_UPLOADS = [
  /^\/jobs\/[^/]+\/apply$/,
  /^\/events\/new$/,
  /^\/adequate-salary\/[^/]+\/cv$/,
  /^\/sign-up$/,
  /^\/profile\/cv$/,
  /^\/admin\/blog\/(new|authors|categories|tags|[^/]+)$/,
  /^\/admin\/events\/[^/]+$/,
];
/** Page paths of the account forms: a few fields each. */
const PAGE_AUTH =
  /^\/(sign-in|sign-out|forgot-password|reset-password|resend-verification|verify-email|profile\/(email|password|delete))$/;

/** API paths (under /api) where a file is expected. */
const API_UPLOADS = [
  /^\/job-application\/(cv-upload|apply)$/,
  /^\/candidates\/my\/cv\/(import\/(json-resume|linkedin)|photo|file)$/,
  /^\/events$/,
  /^\/questionnaires\/cv$/,
  /^\/registration\/candidate$/,
  /^\/admin\/blog\/images$/,
  /^\/admin\/events(\/[^/]+)?$/,
];
/** API paths with long texts: the admin's writes, the CV and the profile. */
const API_TEXT = [/^\/admin\//, /^\/candidates\/my(\/cv(\/sections\/[a-z]+)?)?$/];

/** The size class of a request's body by its path. */
export function bodyClassOf(pathname: string): BodyClass {
  if (pathname === '/api/auth' || pathname.startsWith('/api/auth/')) return 'auth';
  if (pathname.startsWith('/api/')) {
    const rest = pathname.slice(4).replace(/\/$/, '');
    if (API_UPLOADS.some((p) => p.test(rest))) return 'upload';
    if (API_TEXT.some((p) => p.test(rest))) return 'text';
    return 'form';
  }
  const page = (splitLocale(pathname.replace(/\.data$/, '')).rest || '/').replace(/(.)\/$/, '$1');
  if (PAGE_UPLOADS.some((p) => p.test(page))) return 'upload';
  if (PAGE_AUTH.test(page)) return 'auth';
  if (page.startsWith('/admin/') || page === '/admin') return 'text';
  return 'form';
}

/** A counting semaphore whose waiters give up after a while. */
export function createGate(permits: number, maxWaiting: number) {
  let free = permits;
  const waiting: (() => void)[] = [];
  return {
    /** Resolves to a release function, or null when no permit came within `waitMs` or the queue is full. */
    async acquire(waitMs: number): Promise<(() => void) | null> {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const nextInLine = waiting.shift();
        if (nextInLine) nextInLine();
        else free++;
      };
      if (free > 0) {
        free--;
        return release;
      }
      if (waiting.length >= maxWaiting) return null;
      return new Promise((resolve) => {
        const grant = () => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1);
          resolve(null);
        }, waitMs);
        waiting.push(grant);
      });
    },
  };
}

/** The language of a page request by its path (`/en/…`, `/en.data`), for answers given before routing. */
export const localeOfPath = (p: string): Locale => {
  const first = splitLocale(p.replace(/\.data$/, '')).locale;
  return locales.find((l) => l === first) ?? 'sk';
};

const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${bytes / KB} KB`);

/**
 * Per-route body limits, applied before any route (better-auth's included) reads a body:
 *
 * - a declared `Content-Length` over the route's limit is answered 413 at once, unread;
 * - a body without a declared length (chunked) is counted as it streams and cut at the limit (413);
 * - large bodies wait for one of a few permits (503 with `Retry-After` when none comes);
 * - every other body is read whole here, so that answers given before a handler reads it (401, 403,
 *   429) leave nothing unread on a keep-alive connection. The answers that leave a body unread (413,
 *   503) say `Connection: close`: the rest of the body is not cancelled (that would reset the socket
 *   before the answer is out) but left to the HTTP server, which discards it and closes the connection.
 *
 * The API answers problem+json (`PAYLOAD_TOO_LARGE`, `SERVER_BUSY`), pages a translated text.
 */
export function bodyLimits({ i18n }: { i18n: ServerI18n }): MiddlewareHandler {
  const gate = createGate(LARGE_BODY_CONCURRENCY, LARGE_BODY_QUEUE);

  const refuse = (c: Context, status: 413 | 503, limit: number, multipart?: MultipartProblem) => {
    const api = c.req.path.startsWith('/api/');
    const t = i18n.t(
      api ? (fromAcceptLanguage(c.req.header('accept-language')) ?? 'sk') : localeOfPath(c.req.path),
    );
    const title =
      status === 503
        ? t('errors.busy')
        : multipart === 'field_too_large'
          ? t('errors.fieldTooLarge', { max: sizeText(MULTIPART_TEXT_FIELD_BYTES) })
          : multipart === 'too_many_parts'
            ? t('errors.tooManyFields', { max: MULTIPART_PARTS })
            : limit === BODY_LIMITS.upload
              ? t('validation.documentSize')
              : t('errors.payloadTooLarge', { max: sizeText(limit) });
    const headers: Record<string, string> = { connection: 'close', 'cache-control': 'no-store' };
    if (status === 503) headers['retry-after'] = '5';
    if (!api) return c.text(title, status, headers);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return problemResponse(c, {
      title,
      status,
      code: status === 503 ? 'SERVER_BUSY' : 'PAYLOAD_TOO_LARGE',
    });
  };

  return async (c, next) => {
    const body = c.req.raw.body;
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !body) return next();
    const limit = BODY_LIMITS[bodyClassOf(c.req.path)];
    const header = c.req.header('content-length');
    const declared = header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
    if (declared !== undefined && declared > limit) return refuse(c, 413, limit);

    let release: (() => void) | null = null;
    const enter = async () => {
      release = await gate.acquire(LARGE_BODY_WAIT_MS);
      return release !== null;
    };
    try {
      if (declared !== undefined && declared > LARGE_BODY_BYTES && !(await enter())) {
        return refuse(c, 503, limit);
      }
      const reader = body.getReader();
      let buffer = new Uint8Array(declared ?? Math.min(64 * KB, limit));
      let size = 0;
      for (;;) {
        const chunk = await reader.read().catch(() => null);
        // The client went away before its body was complete: nobody reads the answer.
        if (!chunk) return c.text('Bad Request', 400, { connection: 'close' });
        const { done, value } = chunk;
        if (done) break;
        if (size + value.length > limit) {
          reader.releaseLock();
          return refuse(c, 413, limit);
        }
        if (release === null && size + value.length > LARGE_BODY_BYTES && !(await enter())) {
          reader.releaseLock();
          return refuse(c, 503, limit);
        }
        if (size + value.length > buffer.length) {
          const grown = new Uint8Array(Math.min(limit, Math.max(size + value.length, buffer.length * 2)));
          grown.set(buffer.subarray(0, size));
          buffer = grown;
        }
        buffer.set(value, size);
        size += value.length;
      }
      const raw = c.req.raw;
      const bytes = buffer.subarray(0, size);
      const multipart =
        limit === BODY_LIMITS.upload ? multipartProblem(bytes, c.req.header('content-type')) : null;
      if (multipart) return refuse(c, 413, limit, multipart);
      // A new request: one whose body has been read cannot be the template of another. Its body is a
      // stream over the bytes read, not the bytes: undici copies a byte body it is given, and an 11 MB
      // upload is already held as bytes here, as form fields and as the file an action reads.
      c.req.raw = new Request(raw.url, {
        method: raw.method,
        headers: raw.headers,
        body:
          size === 0
            ? null
            : new ReadableStream<Uint8Array>({
                start(controller) {
                  controller.enqueue(bytes);
                  controller.close();
                },
              }),
        signal: raw.signal,
        duplex: 'half',
      } as RequestInit);
      await next();
    } finally {
      (release as (() => void) | null)?.();
    }
  };
}

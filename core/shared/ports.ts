/** A cache of computed values shared by the requests of one instance (or of all, with Redis). */
export interface Cache<T> {
  /** The cached value for `key`, or the loaded one (concurrent misses share one load). */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** One e-mail, rendered: what a Mailer delivers. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable id (`<…@host>`), the same on every retry of one task, so a message is recognisable once delivered. */
  messageId: string;
  /** Language of the message (Content-Language). */
  language?: string;
  /** Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post of list mail (RFC 8058). */
  headers?: Record<string, string>;
  /** Files attached to the message (a CV as PDF, say). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  /** The SMTP envelope sender (Return-Path) of list mail: its VERP bounce address (ADR 133). */
  envelopeFrom?: string;
}

/** Delivers e-mail: SMTP in production, `.eml` files in `DATA_DIR/mail` in the embedded default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Durable background work: a row in the `task` table, run by the task runner of some instance. */
export interface TaskQueue {
  /** Stores a task to run at `runAt` (default now); returns its id. */
  enqueue(name: string, payload: unknown, options?: { runAt?: Date; maxAttempts?: number }): Promise<number>;
}

/**
 * Queues an e-mail for delivery (a durable send-email task; the task runner renders and sends it).
 * `template` names one of `emails/`, `data` is checked against that template's schema when queued.
 */
export interface EmailQueue {
  send(input: {
    template: string;
    to: string;
    locale: 'sk' | 'en' | 'de';
    data: Record<string, unknown>;
    /** Extra header fields (list mail: List-Unsubscribe, List-Unsubscribe-Post). */
    headers?: Record<string, string>;
    /** Files of the file store to attach, by their storage key; read when the e-mail is sent. */
    attachments?: { filename: string; contentType: string; storageKey: string }[];
    /** List mail: the VERP envelope sender (ADR 133). */
    envelopeFrom?: string;
  }): Promise<void>;
}

/** Bytes of uploaded files: a folder on disk in the embedded default, S3-compatible storage in production. */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

/**
 * A file store's bytes as streams, for moving every file at once (`npm run data:export` and
 * `data:import`, ADR 134): memory stays the same however many and however large the files are.
 */
export interface FileStreams {
  /** The file's size and its bytes, or undefined when nothing is stored under `key`. */
  openRead(key: string): Promise<{ size: number; body: AsyncIterable<Uint8Array> } | undefined>;
  /** Stores exactly `size` bytes read from `body` under `key`. */
  putStream(key: string, body: AsyncIterable<Uint8Array>, size: number, contentType: string): Promise<void>;
  /** Whether nothing at all is stored (an import's target must be empty). */
  isEmpty(): Promise<boolean>;
}

/** What is known about where an unexpected error happened. Never e-mail addresses, passwords or request bodies. */
export interface ErrorContext {
  /** The REST API or page rendering (loaders, actions, rendering). */
  source: 'api' | 'ssr';
  requestId?: string;
  method?: string;
  /** The URL path, without the query string (which may carry tokens). */
  path?: string;
  /** The signed-in user's id, when the request has already looked it up. */
  userId?: string;
}

/**
 * Sends unexpected failures (the 500s) to an error-tracking service: Sentry when `SENTRY_DSN` is set,
 * nowhere otherwise. Failures a caller can act on (invalid input, 401, 403, 404, 429) are not reported.
 */
export interface ErrorReporter {
  /** Reports `error` in the background: never throws and never makes the request wait. */
  report(error: unknown, context: ErrorContext): void;
  /** Resolves once reported errors have been sent, or after `timeoutMs` with `false` (shutdown, tests). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** An uploaded image after re-encoding: metadata stripped, oriented, within the requested size. */
export interface NormalizedImage {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** File name extension of `contentType`, without the dot. */
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/**
 * Re-encodes uploaded or downloaded images (photos, event images, link previews). Only JPEG, PNG
 * and WebP by content are accepted, whatever the file claims to be; anything else (HTML, SVG, a
 * renamed file, a truncated or decompression-bomb image) is refused with `undefined`.
 */
export interface ImageProcessor {
  normalize(
    bytes: Uint8Array,
    options: {
      /** The result fits into this box; smaller images are not enlarged. */
      maxWidth: number;
      maxHeight: number;
      /** Output format; WebP by default (PNG keeps transparency for logos when asked). */
      format?: 'webp' | 'jpeg' | 'png';
    },
  ): Promise<NormalizedImage | undefined>;
  /**
   * A 1200 × 630 PNG for link previews (Open Graph): the title large, then up to three short lines
   * (pay, city), on the portal's colours. Text is drawn as text, never read as markup.
   */
  shareCard(card: ShareCard): Promise<Uint8Array>;
}

/** What a generated link-preview image says. */
export interface ShareCard {
  title: string;
  lines: readonly string[];
  /** The product's name in the corner. */
  brand: string;
}

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a web page says about itself for a link preview (Open Graph, Twitter card, `<title>`, icons). */
export interface PagePreview {
  /** The page's address after redirects. */
  url: string;
  title: string | undefined;
  siteName: string | undefined;
  description: string | undefined;
  /** `og:locale` or `<html lang>` as written (e.g. `sk_SK`, `de-AT`). */
  language: string | undefined;
  /** Absolute http(s) addresses of preview images, best first. */
  images: string[];
  /** Absolute http(s) addresses of icons, best first (the site's `/favicon.ico` last). */
  icons: string[];
}

/**
 * The one guarded outbound HTTP client (link previews): only http(s), every resolved address checked
 * against private and special ranges and connected to as checked, redirects re-checked, time- and
 * size-limited. Failures are AppErrors with the LINK_* codes; nothing is requested from a refused address.
 */
export interface LinkFetcher {
  /** Fetches an HTML page once and reads its preview. */
  readPage(url: string): Promise<PagePreview>;
  /** Downloads an image (its bytes, not yet checked: the image store sniffs and re-encodes them). */
  downloadImage(url: string, options: { maxBytes: number }): Promise<Uint8Array>;
}

/**
 * Hashes and checks passwords: the accounts' sign-in passwords and the passwords of shared CVs, with
 * better-auth's scrypt and format, one hash at a time per process (ADR 093, 105).
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `hash` was made from. */
  verify(data: { hash: string; password: string }): Promise<boolean>;
  /** Whether a stored hash is of an older format, to be replaced by a new one once its password is known. */
  isOutdated(hash: string): boolean;
}

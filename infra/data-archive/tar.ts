import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';

/**
 * A POSIX tar stream (ustar with pax extended headers, what GNU and BSD tar read), written and read
 * entry by entry without holding an entry's bytes: the portal's archives (ADR 134) are tar files so
 * that an operator can open one with `tar` and check it with `sha256sum -c SHA256SUMS`.
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

/** One pax record, `<length> <key>=<value>\n`, where the length counts the whole record. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries into `out`, waiting when it is full; `entry` answers the sha256 of the bytes written. */
export class TarWriter {
  private readonly mtime = Math.floor(Date.now() / 1000);
  constructor(private readonly out: Writable) {}

  private async write(bytes: Uint8Array): Promise<void> {
    if (this.out.write(bytes)) return;
    await new Promise<void>((resolve, reject) => {
      const onDrain = () => {
        this.out.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        this.out.off('drain', onDrain);
        reject(error);
      };
      this.out.once('drain', onDrain);
      this.out.once('error', onError);
    });
  }

  /** Writes one file entry of exactly `size` bytes; `attributes` become pax records (with the path when long). */
  async entry(
    name: string,
    size: number,
    body: Uint8Array | AsyncIterable<Uint8Array>,
    attributes: Record<string, string> = {},
  ): Promise<string> {
    const records = { ...attributes };
    if (Buffer.byteLength(name) > 99 || !/^[\x20-\x7e]+$/.test(name)) records.path = name;
    if (Object.keys(records).length) {
      const pax = Buffer.from(
        Object.entries(records)
          .map(([key, value]) => paxRecord(key, value))
          .join(''),
      );
      await this.write(header('PaxHeader', pax.length, 'x', this.mtime));
      await this.write(pax);
      await this.write(ZEROS.subarray(0, padding(pax.length)));
    }
    await this.write(header(name.slice(0, 99), size, '0', this.mtime));
    const hash = createHash('sha256');
    let written = 0;
    const chunks = body instanceof Uint8Array ? [body] : body;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`${name}: more than the announced ${size} bytes`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name}: ${written} bytes instead of ${size}`);
    await this.write(ZEROS.subarray(0, padding(size)));
    return hash.digest('hex');
  }

  /** The two zero blocks that end a tar file. */
  async end(): Promise<void> {
    await this.write(ZEROS);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's pax records (e.g. `KARIERA.content-type`). */
  attributes: Record<string, string>;
  /** The entry's bytes; what the reader does not consume is skipped. */
  body: AsyncIterable<Buffer>;
}

/** Bytes from an async source, handed out in exact lengths without copying the large parts. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly source: AsyncIterator<Uint8Array>;
  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<void> {
    while (this.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        this.chunks.push(chunk);
        this.length += chunk.length;
      }
    }
  }

  /** Up to `n` bytes: fewer only at the end of the source. */
  async read(n: number): Promise<Buffer> {
    await this.fill(n);
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = all.subarray(0, n);
    const rest = all.subarray(taken.length);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  async *stream(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.length) await this.fill(1);
      const chunk = this.chunks[0];
      if (!chunk) throw new ArchiveError('the archive ends in the middle of an entry (truncated)');
      if (chunk.length <= left) {
        this.chunks.shift();
        this.length -= chunk.length;
        left -= chunk.length;
        yield chunk;
      } else {
        this.chunks[0] = chunk.subarray(left);
        this.length -= left;
        yield chunk.subarray(0, left);
        left = 0;
      }
    }
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  const stored = parseInt(field(block, 148, 8).trim(), 8);
  if (stored !== sum) throw new ArchiveError('a tar header is damaged (its checksum does not match)');
  if (field(block, 257, 6) !== 'ustar') throw new ArchiveError('not a ustar/pax tar archive');
  const size = parseInt(field(block, 124, 12).trim() || '0', 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveError('a tar header has a bad size');
  const prefix = field(block, 345, 155);
  const name = field(block, 0, 100);
  return { name: prefix ? `${prefix}/${name}` : name, size, type: field(block, 156, 1) || '0' };
}

function parsePax(bytes: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < bytes.length) {
    const space = bytes.indexOf(0x20, at);
    const length = parseInt(bytes.subarray(at, space).toString('ascii'), 10);
    if (space === -1 || !Number.isSafeInteger(length) || length <= 0 || at + length > bytes.length)
      throw new ArchiveError('a pax header is damaged');
    const record = bytes.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals === -1) throw new ArchiveError('a pax header is damaged');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

/** The regular-file entries of a tar stream, in order; anything else (links, devices) is refused. */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let pending: Record<string, string> = {};
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.length === 0) throw new ArchiveError('the archive ends without its end marker (truncated)');
    if (block.length < BLOCK)
      throw new ArchiveError('the archive ends in the middle of a header (truncated)');
    if (block.every((byte) => byte === 0)) return;
    const { name, size, type } = parseHeader(block);
    const pad = padding(size);
    if (type === 'x') {
      if (size > 64 * 1024) throw new ArchiveError('a pax header is too large');
      const bytes = await reader.read(size);
      if (bytes.length < size) throw new ArchiveError('the archive ends in a pax header (truncated)');
      pending = parsePax(bytes);
      await reader.read(pad);
      continue;
    }
    if (type !== '0') throw new ArchiveError(`unexpected tar entry type "${type}" (${name})`);
    const { path: longName, ...attributes } = pending;
    pending = {};
    const body = reader.stream(size);
    // Without `return`: a reader that stops early leaves the rest to be skipped below.
    const iterator: AsyncIterator<Buffer> = { next: () => body.next() };
    yield { name: longName ?? name, size, attributes, body: { [Symbol.asyncIterator]: () => iterator } };
    for await (const chunk of body) void chunk;
    if ((await reader.read(pad)).length < pad) throw new ArchiveError('the archive is truncated');
  }
}

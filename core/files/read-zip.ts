import { createInflateRaw } from 'node:zlib';

/**
 * Reading an uploaded ZIP (a DOCX or ODT sniffed as a CV, a LinkedIn data export) against a budget
 * (ADR 033): the entries are counted from the central directory before anything is inflated, names
 * that climb out of the archive are refused, and every byte inflated is counted as it comes out of
 * zlib, so a header that declares a small size changes nothing. Inflating runs on libuv's thread
 * pool in chunks of 64 KB; the event loop only counts them. Nested archives are never opened: their
 * bytes count like any other.
 */

/** Why an archive was refused. */
export type ZipRefusal = 'not_zip' | 'too_many_entries' | 'too_large' | 'unsafe_name';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason);
    this.name = 'ZipRefused';
  }
}

export interface ZipBudget {
  /** Entries in the central directory. */
  entries: number;
  /** Bytes inflated in all, over the entries that are read. */
  totalBytes: number;
  /** Bytes one entry may inflate to. */
  entryBytes: number;
  /** Above 1 MB, the most an entry may expand relative to its compressed size. */
  ratio?: number;
}

/** An entry of the central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  /** The compressed bytes, as the directory places them (their inflated size is never trusted). */
  data: Uint8Array;
}

const OUTPUT_CHUNK = 256 * 1024;

/** A name that would land outside the folder it is extracted to (`../x`, `/etc/x`, `C:\x`) or hides a NUL. */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

/** Where the end-of-central-directory record is (in the last 64 KB of the file), or -1. */
function endRecordOffset(bytes: Uint8Array, view: DataView): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--)
    if (view.getUint32(i, true) === 0x06054b50) return i;
  return -1;
}

/**
 * Whether a ZIP archive sits at the end of `bytes`, whatever comes before it: an end record right
 * after a central directory of the size it declares. A PDF that is also a ZIP (a polyglot) has one.
 */
export function endsWithZip(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endRecordOffset(bytes, view);
  if (eocd < 0) return false;
  const directory = eocd - view.getUint32(eocd + 12, true);
  return directory >= 0 && directory + 4 <= bytes.length && view.getUint32(directory, true) === 0x02014b50;
}

/**
 * The entries of a ZIP, from its central directory. Throws ZipRefused: `not_zip` for anything
 * unreadable (no end record, a directory that points outside the file, encrypted or ZIP64 entries),
 * `too_many_entries` above the budget, `unsafe_name` for a path-traversal name.
 */
export function listZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ZipRefused('not_zip');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes at the end of the file.
  const eocd = endRecordOffset(bytes, view);
  if (eocd < 0) throw new ZipRefused('not_zip');
  const count = view.getUint16(eocd + 10, true);
  if (count > maxEntries) throw new ZipRefused('too_many_entries');
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  let offset = view.getUint32(eocd + 16, true);
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50)
      throw new ZipRefused('not_zip');
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = names.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (isUnsafeEntryName(name)) throw new ZipRefused('unsafe_name');
    if (flags & 1 || compressedSize === 0xffffffff || localOffset === 0xffffffff)
      throw new ZipRefused('not_zip');
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== 0x04034b50)
      throw new ZipRefused('not_zip');
    const start =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const data = bytes.subarray(start, start + compressedSize);
    if (data.length !== compressedSize) throw new ZipRefused('not_zip');
    entries.push({ name, method, data });
  }
  return entries;
}

/**
 * Inflates one entry, counting the bytes really produced: `too_large` as soon as they pass `limit`
 * (or, above 1 MB, `ratio` times the compressed size); `not_zip` for a broken stream or an
 * unsupported method. The content is kept only when `keep` is set; otherwise only its size is known.
 */
export function inflateEntry(
  entry: ZipEntry,
  { limit, ratio, keep }: { limit: number; ratio?: number | undefined; keep: boolean },
): Promise<{ size: number; content?: Uint8Array }> {
  const ratioLimit = ratio ? Math.max(1024 * 1024, entry.data.length * ratio) : Infinity;
  if (entry.method === 0) {
    if (entry.data.length > limit) return Promise.reject(new ZipRefused('too_large'));
    return Promise.resolve({ size: entry.data.length, ...(keep ? { content: entry.data } : {}) });
  }
  if (entry.method !== 8) return Promise.reject(new ZipRefused('not_zip'));
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: OUTPUT_CHUNK });
    const kept: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit || size > ratioLimit) {
        settle(() => reject(new ZipRefused('too_large')));
        inflater.destroy();
        return;
      }
      if (keep) kept.push(chunk);
    });
    inflater.on('end', () =>
      settle(() => resolve({ size, ...(keep ? { content: new Uint8Array(Buffer.concat(kept)) } : {}) })),
    );
    inflater.on('error', () => settle(() => reject(new ZipRefused('not_zip'))));
    inflater.end(entry.data);
  });
}

/**
 * Reads the entries `pick` asks for within `budget`: `keep` inflates and returns the content,
 * `count` inflates only to count the bytes against the budget, `skip` leaves the entry compressed.
 * Throws ZipRefused.
 */
export async function readZip(
  bytes: Uint8Array,
  budget: ZipBudget,
  pick: (name: string) => 'keep' | 'count' | 'skip',
): Promise<{ names: string[]; files: Map<string, Uint8Array> }> {
  const entries = listZipEntries(bytes, budget.entries);
  const files = new Map<string, Uint8Array>();
  let left = budget.totalBytes;
  for (const entry of entries) {
    const choice = pick(entry.name);
    if (choice === 'skip' || entry.name.endsWith('/')) continue;
    const { size, content } = await inflateEntry(entry, {
      limit: Math.min(left, budget.entryBytes),
      ratio: budget.ratio,
      keep: choice === 'keep',
    });
    left -= size;
    if (content) files.set(entry.name, content);
  }
  return { names: entries.map((e) => e.name), files };
}

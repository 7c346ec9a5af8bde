import { inflateRawSync } from 'node:zlib';

/** The document types a CV may be: what the bytes are, whatever the file's name or declared type says. */
export const documentTypes = {
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  doc: { mimeType: 'application/msword', extension: 'doc' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  odt: { mimeType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
} as const;
export type DocumentKind = keyof typeof documentTypes;

/** Why a file is not accepted as a document. */
export type DocumentRejection = 'unsupported' | 'suspicious_archive';

/** Limits for the ZIP containers of DOCX and ODT: a CV never comes near them, a zip bomb does. */
const ZIP_LIMITS = { entries: 2_000, totalBytes: 100 * 1024 * 1024, ratio: 200 };

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/**
 * Sniffs a CV upload: PDF, Word 97–2003 (DOC), DOCX or ODT. ZIP-based formats are opened and every
 * entry is inflated under a byte budget, so an archive that claims small sizes but expands to
 * gigabytes (a zip bomb) is refused, as is a ZIP that is not a word-processing document.
 */
export function sniffDocument(bytes: Uint8Array): { kind: DocumentKind } | { rejected: DocumentRejection } {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: 'pdf' }; // %PDF-
  if (starts(OLE_SIGNATURE)) {
    // An OLE compound file is also what .xls, .ppt and .msi are; a Word file has a WordDocument stream,
    // whose name the directory stores in UTF-16LE.
    return includesUtf16(bytes, 'WordDocument') ? { kind: 'doc' } : { rejected: 'unsupported' };
  }
  if (starts([0x50, 0x4b, 0x03, 0x04])) {
    const entries = readZip(bytes);
    if (entries === 'suspicious') return { rejected: 'suspicious_archive' };
    if (!entries) return { rejected: 'unsupported' };
    const names = new Map(entries.map((e) => [e.name, e]));
    if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return { kind: 'docx' };
    const mimetype = names.get('mimetype');
    if (mimetype && new TextDecoder().decode(mimetype.content).trim() === ODT_MIMETYPE)
      return { kind: 'odt' };
    return { rejected: 'unsupported' };
  }
  return { rejected: 'unsupported' };
}

function includesUtf16(bytes: Uint8Array, text: string): boolean {
  const needle = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) needle[i * 2] = text.charCodeAt(i);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

interface ZipEntry {
  name: string;
  content: Uint8Array;
}

/**
 * Reads a ZIP through its central directory and inflates every entry within the limits. Returns
 * undefined for something that is not a readable ZIP, 'suspicious' for one over the limits.
 */
function readZip(bytes: Uint8Array): ZipEntry[] | 'suspicious' | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes at the end of the file.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count > ZIP_LIMITS.entries) return 'suspicious';
  const entries: ZipEntry[] = [];
  let budget = ZIP_LIMITS.totalBytes;
  let offset = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return undefined;
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (size > budget || (compressedSize > 0 && size / compressedSize > ZIP_LIMITS.ratio && size > 1_000_000))
      return 'suspicious';
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== 0x04034b50) return undefined;
    const dataStart =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) return undefined;
    let content: Uint8Array;
    if (method === 0) content = data;
    else if (method === 8) {
      try {
        // The declared size may lie: inflate at most what is left of the budget.
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'suspicious' : undefined;
      }
    } else return undefined;
    budget -= content.length;
    if (budget < 0) return 'suspicious';
    // Only the ODT `mimetype` entry is read; the others were inflated just to count their bytes.
    entries.push({ name, content: name === 'mimetype' ? content : new Uint8Array(0) });
  }
  return entries;
}

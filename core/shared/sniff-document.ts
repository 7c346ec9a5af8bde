import { endsWithZip, readZip, ZipRefused } from '../files/read-zip.ts';

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

/**
 * Budget of the ZIP containers of DOCX and ODT (ADR 033): a CV never comes near it, a zip bomb does.
 * Every entry is inflated to count its real bytes, nested archives included (never opened).
 */
const ZIP_BUDGET = {
  entries: 2_000,
  totalBytes: 50 * 1024 * 1024,
  entryBytes: 50 * 1024 * 1024,
  ratio: 200,
};

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/**
 * Sniffs a CV upload: PDF, Word 97–2003 (DOC), DOCX or ODT. ZIP-based formats are opened and every
 * entry is inflated under a byte budget off the event loop (core/files/read-zip.ts), so an archive
 * that claims small sizes but expands to gigabytes (a zip bomb), one with too many entries or with
 * path-traversal names is refused, as is a ZIP that is not a word-processing document and a PDF
 * that is a ZIP as well.
 */
export async function sniffDocument(
  bytes: Uint8Array,
): Promise<{ kind: DocumentKind } | { rejected: DocumentRejection }> {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  // %PDF-; a PDF that is also a ZIP (a polyglot that an unpacker would open as an archive) is refused.
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d]))
    return endsWithZip(bytes) ? { rejected: 'suspicious_archive' } : { kind: 'pdf' };
  if (starts(OLE_SIGNATURE)) {
    // An OLE compound file is also what .xls, .ppt and .msi are; a Word file has a WordDocument stream,
    // whose name the directory stores in UTF-16LE.
    return includesUtf16(bytes, 'WordDocument') ? { kind: 'doc' } : { rejected: 'unsupported' };
  }
  if (starts([0x50, 0x4b, 0x03, 0x04])) {
    let zip: Awaited<ReturnType<typeof readZip>>;
    try {
      zip = await readZip(bytes, ZIP_BUDGET, (name) => (name === 'mimetype' ? 'keep' : 'count'));
    } catch (error) {
      if (error instanceof ZipRefused && error.reason !== 'not_zip')
        return { rejected: 'suspicious_archive' };
      return { rejected: 'unsupported' };
    }
    const names = new Set(zip.names);
    if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return { kind: 'docx' };
    const mimetype = zip.files.get('mimetype');
    if (mimetype && new TextDecoder().decode(mimetype).trim() === ODT_MIMETYPE) return { kind: 'odt' };
    return { rejected: 'unsupported' };
  }
  return { rejected: 'unsupported' };
}

function includesUtf16(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'utf16le'));
}

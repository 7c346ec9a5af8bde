import { deflateRawSync } from 'node:zlib';

/** Test files for CV uploads, built byte by byte: real formats, not just right extensions. */

/** A small but well-formed one-page PDF with a line of text. */
export function pdfBytes(text = 'Curriculum vitae'): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

interface ZipInput {
  name: string;
  content: Uint8Array | string;
  /** Store uncompressed (the ODT `mimetype` entry must be). */
  store?: boolean;
  /** Declare this uncompressed size instead of the real one (a lying zip bomb). */
  declaredSize?: number;
}

/** A ZIP archive of the given entries (deflated unless `store`). */
export function zipBytes(entries: ZipInput[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.content === 'string' ? Buffer.from(entry.content) : Buffer.from(entry.content);
    const data = entry.store ? raw : deflateRawSync(raw);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(entry.store ? 0 : 8, 10);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}

export const docxBytes = (text = 'Curriculum vitae') =>
  zipBytes([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
    {
      name: 'word/document.xml',
      content: `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);

export const odtBytes = () =>
  zipBytes([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', store: true },
    { name: 'content.xml', content: '<office:document-content/>' },
  ]);

/** An OLE compound file with a WordDocument stream name, as a .doc has. */
export function docBytes(): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const name = 'WordDocument';
  for (let i = 0; i < name.length; i++) bytes[1024 + i * 2] = name.charCodeAt(i);
  return bytes;
}

/** A DOCX-looking archive whose document expands to `megabytes` MB of zeros. */
export const zipBombBytes = (megabytes: number, { lie = false } = {}) =>
  zipBytes([
    { name: '[Content_Types].xml', content: '<Types/>' },
    {
      name: 'word/document.xml',
      content: new Uint8Array(megabytes * 1024 * 1024),
      ...(lie ? { declaredSize: 1000 } : {}),
    },
  ]);

/** A Windows executable (what a renamed .exe starts with). */
export const exeBytes = () => {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  return bytes;
};

/** A PNG signature and header: an image posing as a document. */
export const pngBytes = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

import { describe, expect, it } from 'vitest';
import { sniffDocument } from '../../core/shared/sniff-document.ts';
import { storedName } from '../../core/files/store-document.ts';
import {
  docBytes,
  docxBytes,
  exeBytes,
  odtBytes,
  pdfBytes,
  pngBytes,
  zipBombBytes,
  zipBytes,
} from '../factories/documents.ts';

describe('sniffing CV documents by content', () => {
  it('recognises PDF, DOC, DOCX and ODT', async () => {
    expect(await sniffDocument(pdfBytes())).toEqual({ kind: 'pdf' });
    expect(await sniffDocument(docBytes())).toEqual({ kind: 'doc' });
    expect(await sniffDocument(docxBytes())).toEqual({ kind: 'docx' });
    expect(await sniffDocument(odtBytes())).toEqual({ kind: 'odt' });
  });

  it('refuses an executable, an image, plain text and an empty file, whatever they are called', async () => {
    for (const bytes of [exeBytes(), pngBytes(), new TextEncoder().encode('hello'), new Uint8Array(0)])
      expect(await sniffDocument(bytes)).toEqual({ rejected: 'unsupported' });
  });

  it('refuses an OLE file that is not a Word document, and a ZIP that is not a text document', async () => {
    const xls = docBytes().fill(0, 1024);
    expect(await sniffDocument(xls)).toEqual({ rejected: 'unsupported' });
    expect(await sniffDocument(zipBytes([{ name: 'photo.jpg', content: 'x' }]))).toEqual({
      rejected: 'unsupported',
    });
    const spreadsheet = zipBytes([
      { name: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet', store: true },
    ]);
    expect(await sniffDocument(spreadsheet)).toEqual({ rejected: 'unsupported' });
  });

  it('refuses a zip bomb posing as DOCX, whether its headers are honest or lie about the size', async () => {
    const honest = zipBombBytes(150);
    expect(honest.length).toBeLessThan(1024 * 1024);
    expect(await sniffDocument(honest)).toEqual({ rejected: 'suspicious_archive' });
    expect(await sniffDocument(zipBombBytes(150, { lie: true }))).toEqual({ rejected: 'suspicious_archive' });
  });

  it('accepts a DOCX with a large but plausible document', async () => {
    const words = Array.from({ length: 400_000 }, (_, i) => `slovo${(i * 7919) % 100_003}`).join(' ');
    const large = zipBytes([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', content: `<w:document>${words}</w:document>` },
    ]);
    expect(await sniffDocument(large)).toEqual({ kind: 'docx' });
  });

  it('refuses a truncated archive', async () => {
    const docx = docxBytes();
    expect(await sniffDocument(docx.subarray(0, docx.length - 30))).toEqual({ rejected: 'unsupported' });
  });
});

describe('stored document names', () => {
  it.each([
    ['cv.html', 'pdf', 'cv.pdf'],
    ['Životopis Jana.PDF', 'pdf', 'Životopis Jana.pdf'],
    ['report.docx.exe', 'docx', 'report.docx.docx'],
    ['noextension', 'odt', 'noextension.odt'],
    ['../../etc/passwd', 'pdf', 'cv.pdf'],
    ['.html', 'pdf', 'cv.pdf'],
    ['', 'doc', 'cv.doc'],
  ])('%j as %s → %j', (name, extension, expected) => {
    expect(storedName(name, extension)).toBe(expected);
  });
});

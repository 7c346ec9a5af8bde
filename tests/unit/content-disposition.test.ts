import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadFileName } from '../../core/shared/content-disposition.ts';
import { hostileText } from '../setup/hostile-text.ts';

const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const PARAMETER = new RegExp(
  `^;[ \\t]*(${TOKEN})[ \\t]*=[ \\t]*("(?:[^"\\\\]|\\\\[\\x20-\\x7e])*"|${TOKEN})[ \\t]*`,
);

/** An RFC 6266 `Content-Disposition` parser: the type and each parameter as written (names lower-cased). */
function parseDisposition(header: string): { type: string; parameters: [string, string][] } {
  const type = new RegExp(`^(${TOKEN})[ \\t]*`).exec(header);
  if (!type) throw new Error(`no disposition type in ${header}`);
  const parameters: [string, string][] = [];
  let rest = header.slice(type[0].length);
  while (rest) {
    const match = PARAMETER.exec(rest);
    if (!match) throw new Error(`unparsable parameters: ${rest}`);
    const raw = match[2]!;
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    parameters.push([match[1]!.toLowerCase(), value]);
    rest = rest.slice(match[0].length);
  }
  return { type: type[1]!.toLowerCase(), parameters };
}

/** An RFC 8187 `ext-value` in UTF-8, decoded; throws on anything else (a stray character, bad UTF-8). */
function decodeExtValue(value: string): string {
  const match = /^UTF-8'[A-Za-z0-9-]*'((?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})*)$/.exec(value);
  if (!match) throw new Error(`not an RFC 8187 UTF-8 value: ${value}`);
  const bytes = match[1]!
    .match(/%[0-9A-F]{2}|./g)
    ?.map((c) => (c.length === 3 ? parseInt(c.slice(1), 16) : c.charCodeAt(0)));
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes ?? []));
}

/** The name the encoder documents: controls and path separators as `_`, trimmed, dots-only as `download`. */
const documentedName = (input: string) => {
  const name = input
    .toWellFormed()
    .replace(/[\p{Cc}\u2028\u2029/\\]/gu, '_')
    .trim();
  return /^\.*$/.test(name) ? 'download' : name;
};

const fileName = fc.oneof(
  hostileText([
    '../../etc/passwd',
    '..\\..\\boot.ini',
    "\"; filename*=UTF-8''evil.exe",
    '\r\nSet-Cookie: a=1',
    '.pdf',
  ]),
  fc.string({ unit: 'binary', maxLength: 300 }),
);

describe('contentDisposition', () => {
  it('writes a header every client parses to the documented name, with nothing injected', () => {
    fc.assert(
      fc.property(fileName, fc.constantFrom('attachment' as const, 'inline' as const), (input, kind) => {
        const header = contentDisposition(kind, input);
        // One line of printable ASCII: no CR, LF or other control character can reach the response.
        expect(header).toMatch(/^[\x20-\x7e]+$/);
        const { type, parameters } = parseDisposition(header);
        expect(type).toBe(kind);
        const names = parameters.map(([name]) => name);
        expect(names.filter((name) => name === 'filename')).toHaveLength(1);
        expect(names.filter((name) => name === 'filename*').length).toBeLessThanOrEqual(1);
        expect(names.every((name) => name === 'filename' || name === 'filename*')).toBe(true);

        const fallback = parameters.find(([name]) => name === 'filename')![1];
        expect(fallback).toMatch(/^[^"\\/%]*$/);
        const extended = parameters.find(([name]) => name === 'filename*')?.[1];
        const offered = extended === undefined ? fallback : decodeExtValue(extended);
        // filename* is written exactly when the ASCII fallback is not the name itself.
        expect(extended === undefined).toBe(fallback === offered);
        expect(offered).toBe(downloadFileName(input));
        expect(offered).not.toMatch(/[\p{Cc}\u2028\u2029/\\]/u);
        expect(offered).not.toMatch(/^\s|\s$|^\.*$/);
        const documented = documentedName(input);
        if ([...documented].length <= 200) expect(offered).toBe(documented);
        else expect([...offered].length).toBe(200);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a plain name as it is and gives others an ASCII fallback with the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'resume.json')).toBe('attachment; filename="resume.json"');
    expect(contentDisposition('inline', 'cv-12-ab.pdf')).toBe('inline; filename="cv-12-ab.pdf"');
    expect(contentDisposition('attachment', 'Životopis Jana.pdf')).toBe(
      `attachment; filename="Zivotopis Jana.pdf"; filename*=UTF-8''%C5%BDivotopis%20Jana.pdf`,
    );
    expect(contentDisposition('attachment', "100% (final)*'.pdf")).toBe(
      `attachment; filename="100_ (final)*'.pdf"; filename*=UTF-8''100%25%20%28final%29%2A%27.pdf`,
    );
    expect(contentDisposition('attachment', '😀.pdf')).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''%F0%9F%98%80.pdf`,
    );
  });

  it('never offers a path, a header break or an empty name', () => {
    expect(downloadFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(downloadFileName('C:\\Users\\x.pdf')).toBe('C:_Users_x.pdf');
    expect(contentDisposition('attachment', 'cv.pdf"\r\nSet-Cookie: a=1')).toBe(
      `attachment; filename="cv.pdf___Set-Cookie: a=1"; filename*=UTF-8''cv.pdf%22__Set-Cookie%3A%20a%3D1`,
    );
    expect(downloadFileName('  ..  ')).toBe('download');
    expect(downloadFileName('')).toBe('download');
    expect(downloadFileName('a\ud800b.pdf')).toBe('a\ufffdb.pdf');
    const long = downloadFileName(`${'ž'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('ž.docx')).toBe(true);
  });
});

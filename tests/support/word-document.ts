import { spawnSync } from 'node:child_process';
import { ensureDebianPackage, onPath } from '../../scripts/debian-packages.mjs';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

/** The parts of a .docx (a ZIP) by name, as text. */
export function docxParts(bytes: Uint8Array): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const [name, data] of Object.entries(unzipSync(bytes)))
    parts[name] = name.endsWith('.xml') || name.endsWith('.rels') ? strFromU8(data) : '';
  return parts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/** The paragraphs of `word/document.xml`: each one's style and text (runs joined, line breaks as \n). */
export function docxParagraphs(bytes: Uint8Array): { style: string | null; text: string }[] {
  const xml = docxParts(bytes)['word/document.xml'] ?? '';
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)].map((match) => {
    const body = match[1] ?? match[2] ?? '';
    const style = /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1] ?? null;
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
      .map((run) => (run[0] === '<w:br/>' ? '\n' : decode(run[1] ?? '')))
      .join('');
    return { style, text };
  });
}

/** The text of a .docx as a reader sees it, paragraphs separated by spaces. */
export const docxText = (bytes: Uint8Array) =>
  docxParagraphs(bytes)
    .map((p) => p.text)
    .join(' ');

/**
 * LibreOffice's `soffice`, installed from Debian's `libreoffice-writer-nogui` when it is missing and
 * the tests run as root (as `scripts/test-tools.mjs` does for the gate); throws when it stays missing.
 */
export function ensureSoffice(): void {
  if (!ensureDebianPackage('LibreOffice (soffice)', 'libreoffice-writer-nogui', () => onPath('soffice')))
    throw new Error(
      'No soffice: install Debian\'s "libreoffice-writer-nogui" (apt-get install libreoffice-writer-nogui)',
    );
}

/** Converts a .docx to PDF with LibreOffice headless: its exit status, output and the PDF when one was made. */
export function convertWithLibreOffice(bytes: Uint8Array): {
  status: number | null;
  output: string;
  pdf: string | null;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'cv-docx-'));
  const file = path.join(dir, 'cv.docx');
  writeFileSync(file, bytes);
  const result = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      file,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  const pdf = path.join(dir, 'cv.pdf');
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    pdf: existsSync(pdf) ? pdf : null,
  };
}

import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { parse } from 'csv-parse';
import type { CvDocument, CvLanguage } from '../../contracts/cv.ts';
import { previewCv, type CvImportPreview } from '../../contracts/cv-import.ts';
import { readZip, ZipRefused } from '../../core/files/read-zip.ts';

/**
 * Why a LinkedIn export was refused: not a ZIP, none of its CSV files, too large unpacked, too many
 * entries, a path-traversal name, a CSV with more rows than any profile has, or a CSV that does not parse.
 */
export type LinkedInImportError =
  | 'not_zip'
  | 'no_profile_files'
  | 'too_large'
  | 'too_many_entries'
  | 'unsafe_name'
  | 'too_many_rows'
  | 'bad_csv';
export class LinkedInImportRefused extends Error {
  constructor(readonly reason: LinkedInImportError) {
    super(reason);
    this.name = 'LinkedInImportRefused';
  }
}

/** The files of the export the CV is read from. */
const FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
];
/**
 * Budget of an export (ADR 033): a full LinkedIn archive has a few hundred files; only the wanted
 * CSV files are inflated, each to at most 5 MB and together 20 MB of bytes really inflated, and
 * each is read up to 2,000 rows (a CV holds 30 entries per section, 60 technologies).
 */
const BUDGET = { entries: 5_000, entryBytes: 5 * 1024 * 1024, totalBytes: 20 * 1024 * 1024, ratio: 100 };
export const MAX_CSV_ROWS = 2_000;
/** Text handed to the CSV parser between two returns to the event loop. */
const CSV_SLICE = 64 * 1024;

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** LinkedIn's dates: `Mar 2019`, `2019`, `03/2019` or ISO; null for none or anything else. */
export function linkedInDate(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  let m = /^([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(v);
  if (m && MONTHS[m[1]!.toLowerCase()]) return `${m[2]}-${MONTHS[m[1]!.toLowerCase()]}`;
  if ((m = /^(\d{4})$/.exec(v))) return `${m[1]}-01`;
  if ((m = /^(\d{1,2})\/(\d{4})$/.exec(v))) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  if (/^\d{4}-\d{2}(-\d{2})?$/.test(v)) return v;
  return null;
}

const PROFICIENCY: Record<string, CvDocument['languages'][number]['level']> = {
  'native or bilingual proficiency': 'native',
  'full professional proficiency': 'C2',
  'professional working proficiency': 'C1',
  'limited working proficiency': 'B1',
  'elementary proficiency': 'A2',
};

/**
 * Rows of a CSV (UTF-8 with or without BOM; quoted fields with commas and line breaks), parsed a
 * slice at a time with a return to the event loop between slices; more than MAX_CSV_ROWS rows are
 * refused (`too_many_rows`), a CSV that does not parse is `bad_csv`.
 */
async function rows(bytes: Uint8Array | undefined): Promise<Record<string, string>[]> {
  if (!bytes) return [];
  const records: Record<string, string>[] = [];
  let failed: LinkedInImportError | undefined;
  // Some exports put notes above the header (Connections.csv does); the wanted files start with it.
  const parser = parse({
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
  parser.on('data', (record: Record<string, string>) => {
    if (records.length >= MAX_CSV_ROWS) failed ??= 'too_many_rows';
    else records.push(record);
  });
  parser.on('error', () => (failed ??= 'bad_csv'));
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('close', resolve);
  });
  const decoder = new TextDecoder('utf-8');
  for (let offset = 0; offset < bytes.length && !failed; offset += CSV_SLICE) {
    parser.write(decoder.decode(bytes.subarray(offset, offset + CSV_SLICE), { stream: true }));
    await yieldToEventLoop();
  }
  if (!failed) {
    parser.end(decoder.decode());
    await ended;
  } else parser.destroy();
  if (failed) throw new LinkedInImportRefused(failed);
  return records;
}

/**
 * A LinkedIn data export (ZIP) read as a CV document for the editor's preview (docs/product/overview-and-users.md import from
 * a professional network), without AI and without saving. Throws LinkedInImportRefused.
 */
export async function parseLinkedInExport(
  zip: Uint8Array,
  /** The language the profile is written in: its texts become versions in it (ADR 110). */
  language: CvLanguage = 'sk',
): Promise<CvImportPreview> {
  let files: Map<string, Uint8Array>;
  try {
    ({ files } = await readZip(zip, BUDGET, (path) =>
      FILES.includes(path.split('/').pop() ?? '') ? 'keep' : 'skip',
    ));
  } catch (error) {
    if (error instanceof ZipRefused) throw new LinkedInImportRefused(error.reason);
    throw error;
  }
  const byName = new Map([...files].map(([path, bytes]) => [path.split('/').pop()!, bytes]));
  if (!FILES.some((f) => byName.has(f))) throw new LinkedInImportRefused('no_profile_files');
  const csv = async (name: string) => rows(byName.get(name));
  const cut = (s: string | undefined, max: number) => (s ? s.trim().slice(0, max) || undefined : undefined);
  const profile = (await csv('Profile.csv'))[0];
  const draft = {
    position: cut(profile?.['Headline'], 200),
    bio: cut(profile?.['Summary'], 4000),
    employments: (await csv('Positions.csv'))
      .filter((p) => p['Company Name'] && linkedInDate(p['Started On']))
      .map((p) => ({
        company: cut(p['Company Name'], 200)!,
        position: cut(p['Title'], 200) ?? '—',
        from: linkedInDate(p['Started On'])!,
        to: linkedInDate(p['Finished On']),
        description: cut(p['Description'], 4000),
        technologies: [],
      })),
    educations: (await csv('Education.csv'))
      .filter((e) => e['School Name'])
      .map((e) => ({
        diploma: cut(e['Degree Name'], 200) ?? '—',
        school: cut(e['School Name'], 200)!,
        from: linkedInDate(e['Start Date']),
        to: linkedInDate(e['End Date']),
        description: cut(e['Notes'], 4000),
      })),
    certificates: (await csv('Certifications.csv'))
      .filter((c) => c['Name'])
      .map((c) => ({ name: cut(c['Name'], 200)!, description: cut(c['Authority'], 1000) })),
    languages: (await csv('Languages.csv'))
      .filter((l) => l['Name'])
      .map((l) => ({
        language: cut(l['Name'], 60)!,
        level: PROFICIENCY[(l['Proficiency'] ?? '').trim().toLowerCase()] ?? 'B1',
      })),
    technologies: (await csv('Skills.csv'))
      .map((s) => (s['Name'] ?? '').trim())
      .filter((name) => name && name.length <= 60)
      .map((name) => ({ name, years: '1' as const, specialization: false })),
    references: [],
  };
  return previewCv(draft, language);
}

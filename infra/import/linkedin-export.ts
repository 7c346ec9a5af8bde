import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { parse } from 'csv-parse';
import type { CvDocument, CvLanguage } from '../../contracts/cv.ts';
import { isCvDate } from '../../contracts/cv.ts';
import { previewCv, type CvImportPreview, type NotImportedSection } from '../../contracts/cv-import.ts';
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

/**
 * LinkedIn's dates: `Mar 2019`, `03/2019`, ISO, or a year alone (`2019`, kept as the year: no month is
 * made up, ADR 117); null for none or anything else.
 */
export function linkedInDate(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  let m = /^([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(v);
  if (m && MONTHS[m[1]!.toLowerCase()]) return `${m[2]}-${MONTHS[m[1]!.toLowerCase()]}`;
  if ((m = /^(\d{1,2})\/(\d{4})$/.exec(v))) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  return isCvDate(v) ? v : null;
}

/**
 * A period from LinkedIn's start and end columns; a start written as a range (`2010–2015`,
 * `2010 - 2015`, `Mar 2019 – Feb 2021`) gives both ends.
 */
export function linkedInPeriod(start: string | undefined, end: string | undefined) {
  const range = /^(.+?)\s*[–—-]\s*(.+)$/.exec((start ?? '').trim());
  if (range && !end?.trim() && linkedInDate(range[1]) && linkedInDate(range[2]))
    return { from: linkedInDate(range[1]), to: linkedInDate(range[2]) };
  return { from: linkedInDate(start), to: linkedInDate(end) };
}

/**
 * LinkedIn's language proficiencies. LinkedIn documents five names and no CEFR equivalent; only
 * "Native or bilingual proficiency" has a level of the portal by its meaning (native). The others
 * are left without a level for the candidate to choose, and the preview says so (ADR 117).
 */
const PROFICIENCY: Record<string, CvDocument['languages'][number]['level']> = {
  'native or bilingual proficiency': 'native',
};

/** Files of the export with sections the portal has no place for (listed as not imported). */
const NOT_IMPORTED: Record<string, NotImportedSection> = {
  'Projects.csv': 'projects',
  'Honors.csv': 'awards',
  'Publications.csv': 'publications',
  'Volunteering.csv': 'volunteer',
  'Courses.csv': 'courses',
  'Patents.csv': 'patents',
  'Recommendations_Received.csv': 'recommendations',
};

/** A certificate's description: who issued it, its licence number and its dates, as LinkedIn has them. */
function certificateDescription(c: Record<string, string>): string | undefined {
  const { from, to } = linkedInPeriod(c['Started On'], c['Finished On']);
  const parts = [
    c['Authority']?.trim(),
    c['License Number']?.trim() ? `ID ${c['License Number'].trim()}` : undefined,
    from ? (to ? `${from} – ${to}` : from) : undefined,
    c['Url']?.trim(),
  ];
  return parts.filter(Boolean).join(' · ') || undefined;
}

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
  const notImported = new Set<NotImportedSection>();
  try {
    ({ files } = await readZip(zip, BUDGET, (path) => {
      const name = path.split('/').pop() ?? '';
      if (NOT_IMPORTED[name]) notImported.add(NOT_IMPORTED[name]);
      return FILES.includes(name) ? 'keep' : 'skip';
    }));
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
      .map((p) => ({ p, ...linkedInPeriod(p['Started On'], p['Finished On']) }))
      .filter(({ p, from }) => p['Company Name'] && from)
      .map(({ p, from, to }) => ({
        company: cut(p['Company Name'], 200)!,
        position: cut(p['Title'], 200) ?? '—',
        from: from!,
        to,
        description: cut(p['Description'], 4000),
        technologies: [],
      })),
    educations: (await csv('Education.csv'))
      .filter((e) => e['School Name'])
      .map((e) => ({
        diploma: cut(e['Degree Name'], 200) ?? '—',
        school: cut(e['School Name'], 200)!,
        ...linkedInPeriod(e['Start Date'], e['End Date']),
        description: cut(e['Notes'], 4000),
      })),
    certificates: (await csv('Certifications.csv'))
      .filter((c) => c['Name'])
      .map((c) => ({ name: cut(c['Name'], 200)!, description: cut(certificateDescription(c), 1000) })),
    languages: (await csv('Languages.csv'))
      .filter((l) => l['Name'])
      .map((l) => ({
        language: cut(l['Name'], 60)!,
        level: PROFICIENCY[(l['Proficiency'] ?? '').trim().toLowerCase()] ?? null,
      })),
    technologies: (await csv('Skills.csv'))
      .map((s) => (s['Name'] ?? '').trim())
      .filter((name) => name && name.length <= 60)
      .map((name) => ({ name, years: '1' as const, specialization: false })),
    references: [],
    notImported: [...notImported].map((section) => ({ section, count: null })),
  };
  return previewCv(draft, language);
}

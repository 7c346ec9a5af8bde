import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { cvDocumentSchema, type CvDocument } from '../../contracts/cv.ts';

/** Why a LinkedIn export was refused: not a ZIP, none of its CSV files, or too large unpacked. */
export type LinkedInImportError = 'not_zip' | 'no_profile_files' | 'too_large';
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
/** Zip-bomb guard: what the wanted files may unpack to, each and together, and how much they may shrink. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_TOTAL_BYTES = 20 * 1024 * 1024;
const MAX_RATIO = 100;

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

/** Rows of a CSV (UTF-8 with or without BOM; quoted fields with commas and line breaks). */
function rows(bytes: Uint8Array | undefined): Record<string, string>[] {
  if (!bytes) return [];
  const text = new TextDecoder('utf-8').decode(bytes);
  // Some exports put notes above the header (Connections.csv does); the wanted files start with it.
  return parse(text, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
}

/**
 * A LinkedIn data export (ZIP) read as a CV document for the editor's preview (SPEC §1 import from
 * a professional network), without AI and without saving. Throws LinkedInImportRefused.
 */
export function parseLinkedInExport(zip: Uint8Array): CvDocument {
  if (zip.length < 4 || zip[0] !== 0x50 || zip[1] !== 0x4b) throw new LinkedInImportRefused('not_zip');
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        const name = file.name.split('/').pop() ?? '';
        if (!FILES.includes(name)) return false;
        total += file.originalSize;
        if (
          file.originalSize > MAX_FILE_BYTES ||
          total > MAX_TOTAL_BYTES ||
          file.originalSize > Math.max(64 * 1024, file.size * MAX_RATIO)
        )
          throw new LinkedInImportRefused('too_large');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof LinkedInImportRefused) throw error;
    throw new LinkedInImportRefused('not_zip');
  }
  const byName = new Map(Object.entries(files).map(([path, bytes]) => [path.split('/').pop()!, bytes]));
  if (!FILES.some((f) => byName.has(f))) throw new LinkedInImportRefused('no_profile_files');
  const cut = (s: string | undefined, max: number) => (s ? s.trim().slice(0, max) || undefined : undefined);
  const profile = rows(byName.get('Profile.csv'))[0];
  const draft = {
    position: cut(profile?.['Headline'], 200),
    bio: cut(profile?.['Summary'], 4000),
    employments: rows(byName.get('Positions.csv'))
      .filter((p) => p['Company Name'] && linkedInDate(p['Started On']))
      .map((p) => ({
        company: cut(p['Company Name'], 200)!,
        position: cut(p['Title'], 200) ?? '—',
        from: linkedInDate(p['Started On'])!,
        to: linkedInDate(p['Finished On']),
        description: cut(p['Description'], 4000),
        technologies: [],
      })),
    educations: rows(byName.get('Education.csv'))
      .filter((e) => e['School Name'])
      .map((e) => ({
        diploma: cut(e['Degree Name'], 200) ?? '—',
        school: cut(e['School Name'], 200)!,
        from: linkedInDate(e['Start Date']),
        to: linkedInDate(e['End Date']),
        description: cut(e['Notes'], 4000),
      })),
    certificates: rows(byName.get('Certifications.csv'))
      .filter((c) => c['Name'])
      .map((c) => ({ name: cut(c['Name'], 200)!, description: cut(c['Authority'], 1000) })),
    languages: rows(byName.get('Languages.csv'))
      .filter((l) => l['Name'])
      .map((l) => ({
        language: cut(l['Name'], 60)!,
        level: PROFICIENCY[(l['Proficiency'] ?? '').trim().toLowerCase()] ?? 'B1',
      })),
    technologies: rows(byName.get('Skills.csv'))
      .map((s) => (s['Name'] ?? '').trim())
      .filter(
        (name, i, all) =>
          name && name.length <= 60 && all.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i,
      )
      .slice(0, 60)
      .map((name) => ({ name, years: '1' as const, specialization: false })),
    references: [],
  };
  const parsed = cvDocumentSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => i.path.slice(0, 2).join('.')));
  return cvDocumentSchema.parse({
    ...draft,
    employments: draft.employments.filter((_, i) => !bad.has(`employments.${i}`)),
    educations: draft.educations.filter((_, i) => !bad.has(`educations.${i}`)),
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CvLanguage } from '../contracts/cv.ts';
import type { CvSheetCatalog } from '../contracts/cv-sheet.ts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const catalogs = new Map<CvLanguage, CvSheetCatalog>();

/** `locales/<language>/cv-sheet.json`, read once: the labels the shared page shows too. */
export function cvSheetCatalog(language: CvLanguage): CvSheetCatalog {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = JSON.parse(
      readFileSync(path.join(localesDir, language, 'cv-sheet.json'), 'utf8'),
    ) as CvSheetCatalog;
    catalogs.set(language, catalog);
  }
  return catalog;
}

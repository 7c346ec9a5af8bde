import { describe, expect, it } from 'vitest';
import { cvSheetLabels, formatCvPeriod, type CvSheetCatalog } from '../../contracts/cv-sheet.ts';
import { cvSheetCatalog } from '../../documents/cv-sheet-catalog.ts';
import { loadCatalogs } from '../../server/i18n.ts';

const catalogs = loadCatalogs();

describe('the CV sheet’s labels', () => {
  it('come from locales/<language>/cv-sheet.json for the page (its loader) and the PDF alike', () => {
    for (const language of ['sk', 'en'] as const)
      expect(cvSheetCatalog(language)).toEqual(catalogs[language]['cv-sheet']);
    const sk = cvSheetLabels('sk', catalogs.sk['cv-sheet'] as unknown as CvSheetCatalog);
    expect([sk.employments, sk.experience, sk.levels.native, sk.years['5-10']]).toEqual([
      'Pracovné skúsenosti',
      'Prax v technológiách',
      'materinský jazyk',
      '5 – 10 rokov',
    ]);
  });

  it('write the chart’s years and an open end as the CV’s language does', () => {
    const sk = cvSheetLabels('sk', cvSheetCatalog('sk'));
    const en = cvSheetLabels('en', cvSheetCatalog('en'));
    expect([sk.yearsShort(2.5), sk.yearsShort(12)]).toEqual(['2,5 r.', '12 r.']);
    expect([en.yearsShort(2.5), en.yearsShort(12)]).toEqual(['2.5 y', '12 y']);
    expect(formatCvPeriod('sk', '2019-03', null, sk.present)).toBe('marec 2019 – súčasnosť');
    expect(formatCvPeriod('en', '2016-09-01', '2019-02-28', en.present)).toBe(
      'September 2016 – February 2019',
    );
  });
});

import fc from 'fast-check';
import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { phoneSchema } from '../../contracts/contact.ts';
import { cvReferenceSchema } from '../../contracts/cv.ts';
import { calendarDateField, momentField, optionalMomentField } from '../../contracts/date-fields.ts';
import {
  datePattern,
  httpUrlPattern,
  isoMomentPattern,
  localMomentPattern,
  monthOrDatePattern,
  phonePattern,
} from '../../contracts/document-formats.ts';
import { linkUrlSchema } from '../../contracts/newsfeed.ts';
import { phoneCountryCodes } from '../../contracts/phone-countries.ts';
import { alpha3ToAlpha2 } from '../../core/shared/countries.ts';

/**
 * The OpenAPI document states these fields by patterns while the server checks them by code: every
 * value the pattern admits must pass the server's check, or the document promises more than the
 * server takes. Values are drawn from the patterns themselves.
 */
const matching = (pattern: string) => fc.stringMatching(new RegExp(pattern));
const runs = { numRuns: 400, seed: 22 };

describe('the patterns of the OpenAPI document admit only what the server takes', () => {
  it('lists exactly the phone countries the server maps to a country', () => {
    const known = Object.keys(countries.getAlpha3Codes()).sort();
    expect([...phoneCountryCodes].sort()).toEqual(known);
    for (const code of phoneCountryCodes) expect(alpha3ToAlpha2(code), code).toBeDefined();
  });

  it('dates, months and moments', () => {
    const date = calendarDateField();
    const monthOrDate = calendarDateField({ month: true });
    const iso = momentField();
    const local = optionalMomentField({ iso: false });
    fc.assert(
      fc.property(matching(datePattern), (v) => date.safeParse(v).success),
      runs,
    );
    fc.assert(
      fc.property(matching(monthOrDatePattern), (v) => monthOrDate.safeParse(v).success),
      runs,
    );
    fc.assert(
      fc.property(matching(isoMomentPattern), (v) => iso.safeParse(v).success),
      runs,
    );
    fc.assert(
      fc.property(matching(localMomentPattern), (v) => local.safeParse(v).success),
      runs,
    );
    // The document leaves out what the server refuses.
    for (const refused of ['2027-02-30', '2026-02-29', '1899-12-31', '2101-01-01', '2026-13-01'])
      expect(new RegExp(datePattern).test(refused), refused).toBe(false);
  });

  it('web addresses', () => {
    fc.assert(
      fc.property(
        matching(httpUrlPattern).filter((v) => v.length <= 500),
        (v) => linkUrlSchema.safeParse(v).success && cvReferenceSchema.safeParse({ link: v }).success,
      ),
      runs,
    );
    for (const refused of ['https://999.1', 'ftp://example.sk', 'https://localhost/', 'https://a@b.sk'])
      expect(new RegExp(httpUrlPattern).test(refused), refused).toBe(false);
  });

  it('phone numbers of the public forms', () => {
    fc.assert(
      fc.property(
        matching(phonePattern).filter((v) => v.length <= 32),
        (v) => phoneSchema.safeParse(v).success,
      ),
      runs,
    );
  });
});

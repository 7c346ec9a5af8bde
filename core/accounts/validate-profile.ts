import { inArray } from 'drizzle-orm';
import parsePhoneNumber, { type CountryCode } from 'libphonenumber-js/max';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';
import { alpha3ToAlpha2 } from '../shared/countries.ts';

/**
 * Checks of the profile that need more than the shared schema: the phone against the numbering plan
 * of its country, and that every chosen technology exists. Returns field → translation keys.
 */
export async function validateProfile({
  db,
  phone,
  phoneCountry,
  expertises,
}: {
  db: Db;
  phone?: string | undefined;
  phoneCountry?: string | undefined;
  expertises?: number[] | undefined;
}): Promise<{ fieldErrors: Record<string, string[]>; phoneE164?: string }> {
  const fieldErrors: Record<string, string[]> = {};
  let phoneE164: string | undefined;
  if (phone !== undefined) {
    const country = phoneCountry ? alpha3ToAlpha2(phoneCountry) : undefined;
    if (!country) fieldErrors.phoneCountry = ['validation.phoneCountry'];
    else {
      const parsed = parsePhoneNumber(phone, country as CountryCode);
      if (!parsed || !parsed.isValid() || parsed.country !== country)
        fieldErrors.phone = ['validation.phone'];
      else phoneE164 = parsed.number;
    }
  }
  if (expertises?.length) {
    const unique = [...new Set(expertises)];
    const found = await db.select({ id: expertise.id }).from(expertise).where(inArray(expertise.id, unique));
    if (found.length !== unique.length) fieldErrors.expertises = ['validation.technologies'];
  }
  return { fieldErrors, ...(phoneE164 ? { phoneE164 } : {}) };
}

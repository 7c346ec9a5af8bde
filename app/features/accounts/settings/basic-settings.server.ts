import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CandidateProfile } from '../../../../contracts/account.ts';
import type { ProfileFormOptions } from '../profile-options.ts';
import type { BasicSettingsDefaults } from './basic-settings-form.tsx';

/** The stored phone (E.164) as its owner would type it: the national format of its country. */
export function nationalPhone(phone: string | null): string | undefined {
  if (!phone) return undefined;
  return parsePhoneNumberFromString(phone)?.formatNational() ?? phone;
}

/** The stored profile as the basic settings form's initial values. */
export function basicSettingsDefaults(profile: CandidateProfile): BasicSettingsDefaults {
  const on = (value: boolean) => (value ? 'on' : undefined);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneCountry: profile.phoneCountry,
    phone: nationalPhone(profile.phone),
    city: profile.city ?? undefined,
    country: profile.country ?? undefined,
    profession: profile.profession ?? undefined,
    expertises: profile.expertises.map((e) => String(e.id)),
    experience: profile.experience ?? undefined,
    nonIt: on(profile.nonIt),
    nonItReason: profile.nonItReason ?? undefined,
    jobLooking: on(profile.jobLooking),
    jobLookingHorizon: profile.jobLookingHorizon ?? undefined,
    utmSource: profile.utmSource ?? undefined,
  };
}

/**
 * The form's options with the profile's own technologies in the list shown without JavaScript, so
 * saving there never drops a technology that is not among the first ones offered.
 */
export function withOwnTechnologies(
  options: ProfileFormOptions,
  profile: CandidateProfile,
): ProfileFormOptions {
  const offered = new Set(options.technologies.map((o) => o.value));
  const own = profile.expertises
    .filter((e) => !offered.has(String(e.id)))
    .map((e) => ({ value: String(e.id), label: e.name }));
  return own.length ? { ...options, technologies: [...own, ...options.technologies] } : options;
}

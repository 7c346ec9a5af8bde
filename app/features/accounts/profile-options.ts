/** Options of the profile form (sign-up, finish-signup), built by the loader. */
export interface ProfileFormOptions {
  /** Countries for both the phone code (alpha-3, calling code) and the country of residence (alpha-2). */
  countries: { alpha2: string; alpha3: string; callingCode: string; name: string }[];
  professions: { value: string; label: string }[];
  utmSources: string[];
  /** The first technologies, for the `<select multiple>` shown before JavaScript runs. */
  technologies: { value: string; label: string }[];
  /** "How did you find out about us" prefilled from the `utm` cookie. */
  utmSource: string | undefined;
}

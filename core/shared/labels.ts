/** Translates the display string of an enum value; supplied by the caller, which owns the catalogs. */
export type LabelFn = (
  kind: 'legalRelationType' | 'language' | 'city' | 'requiredLevel' | 'workplace',
  value: string,
) => string;

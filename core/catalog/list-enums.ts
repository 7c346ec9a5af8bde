import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  expertiseTypes,
  languageLevels,
  languages,
  nonItRegistrationReasons,
  utmSources,
  type Locale,
  type ProfessionCode,
} from '../../contracts/enums.ts';
import type { EnumsResponse } from '../../contracts/catalog.ts';
import type { LabelFn } from '../shared/labels.ts';

/** The enumerations clients build forms from (docs/product/entities.md, docs/product/api-calls.md), professions in the asked language. */
export async function listEnums({
  db,
  locale,
  label,
}: {
  db: Db;
  locale: Locale;
  label: LabelFn;
}): Promise<EnumsResponse> {
  const rows = await queryRows<{ code: ProfessionCode; is_it: boolean; name: string }>(
    db,
    sql`select code, is_it, name ->> ${locale} as name from profession order by sort_order, code`,
  );
  return {
    expertiseTypes: [...expertiseTypes],
    professions: rows.map((r) => ({ value: r.code, displayString: r.name, isIt: r.is_it })),
    languages: languages.map((value) => ({ value, displayString: label('language', value) })),
    languageLevels: [...languageLevels],
    utmSources: [...utmSources],
    nonItRegistrationReasons: [...nonItRegistrationReasons],
  };
}

import type { Locale } from '../../contracts/enums.ts';
import { findExpertises } from '../../core/catalog/find-expertises.ts';
import { listEnums } from '../../core/catalog/list-enums.ts';
import { listTechnologyNames } from '../../core/catalog/list-technology-names.ts';
import type { ServiceContext } from './context.ts';

/** The enumerations and technologies that forms and filters offer. */
export function createCatalogServices({ db, i18n }: ServiceContext) {
  return {
    findExpertises: (name: string | undefined) => findExpertises({ db, name }),
    listEnums: (locale: Locale) => listEnums({ db, locale, label: i18n.label(locale) }),
    /** Names of the catalog's technologies, for suggestions (the job form, the CV editor). */
    listTechnologyNames: () => listTechnologyNames({ db }),
  };
}

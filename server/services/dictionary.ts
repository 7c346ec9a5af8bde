import type { DictionaryTermInput } from '../../contracts/dictionary.ts';
import type { Locale } from '../../contracts/enums.ts';
import { deleteDictionaryTerm } from '../../core/dictionary/delete-dictionary-term.ts';
import { getDictionaryTerm } from '../../core/dictionary/get-dictionary-term.ts';
import { listAdminTerms } from '../../core/dictionary/list-admin-terms.ts';
import { listDictionaryTerms } from '../../core/dictionary/list-dictionary-terms.ts';
import { saveDictionaryTerm } from '../../core/dictionary/save-dictionary-term.ts';
import type { ServiceContext } from './context.ts';

/** The IT dictionary: the terms of one language for everyone; for admins, the terms in every language. */
export function createDictionaryServices({ db }: ServiceContext) {
  return {
    listDictionaryTerms: (locale: Locale) => listDictionaryTerms({ db, locale }),
    admin: {
      listAdminTerms: () => listAdminTerms({ db }),
      getDictionaryTerm: (id: number) => getDictionaryTerm({ db, id }),
      /** Creates a term (without `id`) or replaces the term `id`. */
      saveDictionaryTerm: (input: DictionaryTermInput, id?: number) =>
        saveDictionaryTerm({ db, input, ...(id ? { id } : {}) }),
      deleteDictionaryTerm: (id: number) => deleteDictionaryTerm({ db, id }),
    },
  };
}

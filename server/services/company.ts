import type { AdminCaseStudy, AdminService, CaseStudyInput, ServiceInput } from '../../contracts/company.ts';
import type { Locale } from '../../contracts/enums.ts';
import { deleteCompanyItem } from '../../core/company/delete-company-item.ts';
import { getCaseStudy } from '../../core/company/get-case-study.ts';
import { getCompanyItem } from '../../core/company/get-company-item.ts';
import { listAdminCompanyContent } from '../../core/company/list-admin-company-content.ts';
import { listCaseStudies } from '../../core/company/list-case-studies.ts';
import { listServices } from '../../core/company/list-services.ts';
import { saveCompanyItem } from '../../core/company/save-company-item.ts';
import type { ServiceContext } from './context.ts';

/**
 * The parent company's pages: its services and case studies; for admins, their texts in three
 * languages (`kind` says which of the two).
 */
export function createCompanyServices({ db }: ServiceContext) {
  function getItem(kind: 'service', slug: string): Promise<AdminService>;
  function getItem(kind: 'case', slug: string): Promise<AdminCaseStudy>;
  function getItem(kind: 'service' | 'case', slug: string) {
    return kind === 'service' ? getCompanyItem({ db, kind, slug }) : getCompanyItem({ db, kind, slug });
  }
  /** Creates an item (without `slug`) or replaces the one at `slug`. */
  function saveItem(kind: 'service', input: ServiceInput, slug?: string): Promise<AdminService>;
  function saveItem(kind: 'case', input: CaseStudyInput, slug?: string): Promise<AdminCaseStudy>;
  function saveItem(kind: 'service' | 'case', input: ServiceInput | CaseStudyInput, slug?: string) {
    const at = slug ? { slug } : {};
    return kind === 'service'
      ? saveCompanyItem({ db, kind, input: input as ServiceInput, ...at })
      : saveCompanyItem({ db, kind, input: input as CaseStudyInput, ...at });
  }
  return {
    listServices: (locale: Locale) => listServices({ db, locale }),
    listCaseStudies: (locale: Locale) => listCaseStudies({ db, locale }),
    getCaseStudy: (slug: string, locale: Locale) => getCaseStudy({ db, slug, locale }),
    admin: {
      listAdminCompanyContent: () => listAdminCompanyContent({ db }),
      getCompanyItem: getItem,
      saveCompanyItem: saveItem,
      deleteCompanyItem: (kind: 'service' | 'case', slug: string) => deleteCompanyItem({ db, kind, slug }),
    },
  };
}

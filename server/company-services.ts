import type { CaseStudyInput, ServiceInput } from '../contracts/company.ts';
import type { DictionaryTermInput } from '../contracts/dictionary.ts';
import type { Locale } from '../contracts/enums.ts';
import type { LinkListStatus, LinkUpdate, NewsfeedQuery } from '../contracts/newsfeed.ts';
import { deleteCompanyItem } from '../core/company/delete-company-item.ts';
import { getCaseStudy } from '../core/company/get-case-study.ts';
import { getCompanyItem } from '../core/company/get-company-item.ts';
import { listAdminCompanyContent } from '../core/company/list-admin-company-content.ts';
import { listCaseStudies } from '../core/company/list-case-studies.ts';
import { listServices } from '../core/company/list-services.ts';
import { saveCompanyItem } from '../core/company/save-company-item.ts';
import { deleteDictionaryTerm } from '../core/dictionary/delete-dictionary-term.ts';
import { getDictionaryTerm } from '../core/dictionary/get-dictionary-term.ts';
import { listAdminTerms } from '../core/dictionary/list-admin-terms.ts';
import { listDictionaryTerms } from '../core/dictionary/list-dictionary-terms.ts';
import { saveDictionaryTerm } from '../core/dictionary/save-dictionary-term.ts';
import { addNewsfeedLink } from '../core/newsfeed/add-newsfeed-link.ts';
import { deleteNewsfeedLink } from '../core/newsfeed/delete-newsfeed-link.ts';
import { getAdminLink } from '../core/newsfeed/get-admin-link.ts';
import { getNewsfeedLink } from '../core/newsfeed/get-newsfeed-link.ts';
import { listAdminLinks } from '../core/newsfeed/list-admin-links.ts';
import { listNewsfeedLinks } from '../core/newsfeed/list-newsfeed-links.ts';
import { listSitemapLinks } from '../core/newsfeed/list-sitemap-links.ts';
import { publishNewsfeedLink } from '../core/newsfeed/publish-newsfeed-link.ts';
import { updateNewsfeedLink } from '../core/newsfeed/update-newsfeed-link.ts';
import { visitNewsfeedLink } from '../core/newsfeed/visit-newsfeed-link.ts';
import type { FileStore, ImageProcessor, LinkFetcher } from '../core/shared/ports.ts';
import type { Db } from '../db/client.ts';
import { createLinkFetcher } from '../infra/fetch/link-fetcher.ts';

/**
 * The newsfeed, the IT dictionary and the company pages (services, case studies), bound to this
 * process's database, file store, image processor and the guarded link fetcher.
 */
export function createCompanyServices({
  db,
  files,
  images,
  publicUrl,
  fetchAllowHosts = [],
  fetcher = createLinkFetcher({
    allowHosts: fetchAllowHosts,
    userAgent: `KarieraIT-LinkPreview/1.0 (+${publicUrl})`,
  }),
}: {
  db: Db;
  files: FileStore;
  images: ImageProcessor;
  publicUrl: string;
  /** FETCH_ALLOW_HOSTS (tests only). */
  fetchAllowHosts?: readonly string[];
  fetcher?: LinkFetcher;
}) {
  const linkDeps = { db, files, images, fetcher };
  return {
    newsfeed: {
      list: (query: NewsfeedQuery) => listNewsfeedLinks({ db, query }),
      get: (id: number) => getNewsfeedLink({ db, id }),
      /** Counts a visitor's click (`count` false for bots) and gives the stored URL to redirect to. */
      visit: (id: number, count: boolean) => visitNewsfeedLink({ db, id, count }),
      listForSitemap: () => listSitemapLinks({ db }),
      admin: {
        list: (args: { query?: string | undefined; status?: LinkListStatus | undefined; page: number }) =>
          listAdminLinks({ db, ...args }),
        get: (id: number) => getAdminLink({ db, id }),
        /** Fetches the page once (guarded), stores its preview and images; unpublished. */
        add: (url: string) => addNewsfeedLink({ ...linkDeps, url }),
        update: (id: number, changes: LinkUpdate) => updateNewsfeedLink({ db, files, id, changes }),
        setPublished: (id: number, published: boolean) => publishNewsfeedLink({ db, id, published }),
        delete: (id: number) => deleteNewsfeedLink({ db, files, id }),
      },
    },
    dictionary: {
      list: (locale: Locale) => listDictionaryTerms({ db, locale }),
      admin: {
        list: () => listAdminTerms({ db }),
        get: (id: number) => getDictionaryTerm({ db, id }),
        create: (input: DictionaryTermInput) => saveDictionaryTerm({ db, input }),
        update: (id: number, input: DictionaryTermInput) => saveDictionaryTerm({ db, id, input }),
        delete: (id: number) => deleteDictionaryTerm({ db, id }),
      },
    },
    company: {
      listServices: (locale: Locale) => listServices({ db, locale }),
      listCaseStudies: (locale: Locale) => listCaseStudies({ db, locale }),
      getCaseStudy: (slug: string, locale: Locale) => getCaseStudy({ db, slug, locale }),
      admin: {
        list: () => listAdminCompanyContent({ db }),
        getService: (slug: string) => getCompanyItem({ db, kind: 'service', slug }),
        getCase: (slug: string) => getCompanyItem({ db, kind: 'case', slug }),
        saveService: (input: ServiceInput, slug?: string) =>
          saveCompanyItem({ db, kind: 'service', input, ...(slug ? { slug } : {}) }),
        saveCase: (input: CaseStudyInput, slug?: string) =>
          saveCompanyItem({ db, kind: 'case', input, ...(slug ? { slug } : {}) }),
        delete: (kind: 'service' | 'case', slug: string) => deleteCompanyItem({ db, kind, slug }),
      },
    },
  };
}

import type { Locale } from '../contracts/enums.ts';
import type { JobSearchRequest } from '../contracts/jobs.ts';
import type { Database } from '../db/client.ts';
import { findExpertises } from '../core/catalog/find-expertises.ts';
import { listEnums } from '../core/catalog/list-enums.ts';
import { findJobs } from '../core/jobs/find-jobs.ts';
import { findSimilarJobs } from '../core/jobs/find-similar-jobs.ts';
import { getJob } from '../core/jobs/get-job.ts';
import { recordJobView } from '../core/jobs/record-job-view.ts';
import { listSitemapJobs } from '../core/jobs/list-sitemap-jobs.ts';
import { getHomeStats } from '../core/jobs/get-home-stats.ts';
import { getTopExpertises } from '../core/jobs/get-top-expertises.ts';
import type { ServerI18n } from './i18n.ts';

/** The use cases, bound to this process's adapters; shared by the REST API and the pages. */
export function createServices(database: Database, i18n: ServerI18n) {
  const db = database.db;
  return {
    findJobs: (request: JobSearchRequest, locale: Locale) =>
      findJobs({ db, request, locale, label: i18n.label(locale) }),
    getJob: (id: number, locale: Locale) => getJob({ db, id, locale }),
    findSimilarJobs: (jobId: number, locale: Locale) => findSimilarJobs({ db, jobId, locale }),
    recordJobView: (id: number) => recordJobView({ db, id }),
    findExpertises: (name: string | undefined) => findExpertises({ db, name }),
    listEnums: (locale: Locale) => listEnums({ db, locale, label: i18n.label(locale) }),
    listSitemapJobs: () => listSitemapJobs({ db }),
    getHomeStats: () => getHomeStats({ db }),
    getTopExpertises: () => getTopExpertises({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;

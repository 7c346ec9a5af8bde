import type { Database } from '../../db/client.ts';
import type { ServerI18n } from '../i18n.ts';
import { createAccountsServices } from './accounts.ts';
import { createAdequateSalaryServices } from './adequate-salary.ts';
import { createAdminServices } from './admin.ts';
import { createApplicationsServices } from './applications.ts';
import { createBlogServices } from './blog.ts';
import { createCatalogServices } from './catalog.ts';
import { createClientCvServices } from './client-cv.ts';
import { createCompanyServices } from './company.ts';
import { createContactServices } from './contact.ts';
import { createServiceContext, type ServicesOptions } from './context.ts';
import { createCvServices } from './cv.ts';
import { createDictionaryServices } from './dictionary.ts';
import { createEventsServices } from './events.ts';
import { createExtraRequestsServices } from './extra-requests.ts';
import { createFilesServices } from './files.ts';
import { createJobsServices } from './jobs.ts';
import { createNewsfeedServices } from './newsfeed.ts';
import { createNewsletterServices } from './newsletter.ts';
import { createOutboxServices } from './outbox.ts';
import { createRateLimitsServices } from './rate-limits.ts';
import { createRecruitersServices } from './recruiters.ts';
import { createReferralsServices } from './referrals.ts';
import { createSavedServices } from './saved.ts';

/**
 * The use cases, bound to this process's adapters; shared by the REST API and the pages. One key per
 * feature, named as its folder in core/ (`services.<feature>.<useCase>`, admin use cases under
 * `services.<feature>.admin`); each feature binds its own in the file of its name beside this one.
 */
export function createServices(database: Database, i18n: ServerI18n, options: ServicesOptions) {
  const ctx = createServiceContext(database, i18n, options);
  return {
    rateLimits: createRateLimitsServices(ctx),
    jobs: createJobsServices(ctx),
    catalog: createCatalogServices(ctx),
    accounts: createAccountsServices(ctx),
    applications: createApplicationsServices(ctx),
    files: createFilesServices(ctx),
    saved: createSavedServices(ctx),
    referrals: createReferralsServices(ctx),
    recruiters: createRecruitersServices(ctx),
    extraRequests: createExtraRequestsServices(ctx),
    contact: createContactServices(ctx),
    adequateSalary: createAdequateSalaryServices(ctx),
    blog: createBlogServices(ctx),
    events: createEventsServices(ctx),
    newsfeed: createNewsfeedServices(ctx),
    company: createCompanyServices(ctx),
    dictionary: createDictionaryServices(ctx),
    newsletter: createNewsletterServices(ctx),
    cv: createCvServices(ctx),
    clientCv: createClientCvServices(ctx),
    outbox: createOutboxServices(ctx),
    admin: createAdminServices(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;
export type { ServicesOptions } from './context.ts';

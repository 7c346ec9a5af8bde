import type { Locale } from '../contracts/enums.ts';
import type { JobSearchRequest } from '../contracts/jobs.ts';
import type { Database } from '../db/client.ts';
import { findExpertises } from '../core/catalog/find-expertises.ts';
import { listEnums } from '../core/catalog/list-enums.ts';
import { createSearchIndexStore, findJobs, probeJobSearch } from '../core/jobs/find-jobs.ts';
import { findSimilarJobs } from '../core/jobs/find-similar-jobs.ts';
import { getJob } from '../core/jobs/get-job.ts';
import { recordJobView } from '../core/jobs/record-job-view.ts';
import { listSitemapJobs } from '../core/jobs/list-sitemap-jobs.ts';
import { getHomeStats, type HomeStats } from '../core/jobs/get-home-stats.ts';
import { getTopExpertises } from '../core/jobs/get-top-expertises.ts';
import { getMarketRates } from '../core/jobs/get-market-rates.ts';
import type { ServerI18n } from './i18n.ts';
import { createMemoryCache } from '../infra/cache/memory-cache.ts';
import type { JobSearchResponse } from '../contracts/jobs.ts';
import type { NotificationSettings, updateProfileSchema } from '../contracts/account.ts';
import type { z } from 'zod';
import { getCandidateProfile } from '../core/accounts/get-candidate-profile.ts';
import { updateCandidateProfile } from '../core/accounts/update-candidate-profile.ts';
import { updateNotificationSettings } from '../core/accounts/update-notification-settings.ts';
import { setAppLanguage } from '../core/accounts/set-app-language.ts';
import { exportMyData } from '../core/accounts/export-my-data.ts';
import { listAuthEvents } from '../core/accounts/list-auth-events.ts';
import { getAvatar } from '../core/accounts/get-avatar.ts';
import { getCvSettings } from '../core/accounts/get-cv-settings.ts';
import type { EmailQueue, FileStore, ImageProcessor, TaskQueue } from '../core/shared/ports.ts';
import type { ApplyData } from '../contracts/applications.ts';
import type { SavedItemRef, SavedItemType } from '../contracts/saved.ts';
import { storeDocument } from '../core/files/store-document.ts';
import { readOwnFile } from '../core/files/read-own-file.ts';
import { readPublicImage } from '../core/files/read-public-image.ts';
import { applyForJob } from '../core/applications/apply-for-job.ts';
import { listMyApplications } from '../core/applications/list-my-applications.ts';
import { listMyCvs } from '../core/applications/list-my-cvs.ts';
import { findAppliedJobs } from '../core/applications/find-applied-jobs.ts';
import { saveItem } from '../core/saved/save-item.ts';
import { unsaveItem } from '../core/saved/unsave-item.ts';
import { listSavedItems } from '../core/saved/list-saved-items.ts';
import { listSavedIds } from '../core/saved/list-saved-ids.ts';
import { AppError } from '../core/shared/app-error.ts';
import { submitReferral } from '../core/referrals/submit-referral.ts';
import { findReferralJob } from '../core/referrals/find-referral-job.ts';
import { getReferralConsent } from '../core/referrals/get-referral-consent.ts';
import { consentToReferral } from '../core/referrals/consent-to-referral.ts';
import { removeReferralCandidate } from '../core/referrals/remove-referral-candidate.ts';
import { listMyReferrals } from '../core/referrals/list-my-referrals.ts';
import { submitExtraRequest } from '../core/extra-requests/submit-extra-request.ts';
import { listMyExtraRequests } from '../core/extra-requests/list-my-extra-requests.ts';
import { submitContactMessage } from '../core/contact/submit-contact-message.ts';
import { createAdminUseCases } from '../core/admin/admin-use-cases.ts';
import type { RateLimiter } from '../infra/rate-limit/db-rate-limiter.ts';
import { type RateLimitAction, ruleOf } from './rate-limits.ts';
import type { ScaleOut } from './scale-out.ts';
import { listOutbox, readOutboxMessage } from '../infra/mail/outbox.ts';
import type {
  QuestionnaireInput,
  TechnologyCategory,
  questionnaireCvSchema,
} from '../contracts/questionnaire.ts';
import type { ProgrammerWageInput, TesterWageInput } from '../core/questionnaire/compute-wage.ts';
import { estimateWage } from '../core/adequate-salary/estimate-wage.ts';
import { getQuestionnaireCv } from '../core/adequate-salary/get-questionnaire-cv.ts';
import { listQuestionnaires } from '../core/adequate-salary/list-questionnaires.ts';
import { listTechnologyCategories } from '../core/adequate-salary/list-technology-categories.ts';
import { submitQuestionnaire } from '../core/adequate-salary/submit-questionnaire.ts';
import { submitQuestionnaireCv } from '../core/adequate-salary/submit-questionnaire-cv.ts';
import { updateTechnologyCategory } from '../core/adequate-salary/update-technology-category.ts';
import { createOutboxServices } from './outbox-services.ts';
import { createQuestionnaireServices } from './questionnaire-services.ts';
import { createApplicationStatusServices } from './application-status-services.ts';
import { createAdminOverviewServices } from './admin-overview-services.ts';
import { createPrivacyServices } from './privacy-services.ts';
import { createCompanyServices } from './company-services.ts';
import { createBlogServices } from './blog-services.ts';
import { createEventServices } from './events-services.ts';
import { createNewsletterServices } from './newsletter-services.ts';
import type { MailQueueOn } from '../core/newsletter/newsletter-links.ts';
import { syncProfileSubscriptions } from '../core/newsletter/sync-profile-subscriptions.ts';
import { createCvServices } from './cv-services.ts';

/** The use cases, bound to this process's adapters; shared by the REST API and the pages. */
/** How long a job search, the home counts and the top technologies may be served from memory. */
export const JOB_CACHE_TTL_MS = 30_000;

export function createServices(
  database: Database,
  i18n: ServerI18n,
  options: {
    cacheJobs?: boolean;
    files: FileStore;
    /** Re-encodes uploaded and downloaded images (photos, event images, link previews). */
    images: ImageProcessor;
    mailDir?: string | undefined;
    /** Queues e-mails (durable send-email tasks). */
    mail: EmailQueue;
    /** Durable background work (the CV's PDF by e-mail). */
    tasks?: TaskQueue;
    /** Where HR notifications go. */
    hrEmail: string;
    /** The portal's public URL, for links in e-mails. */
    publicUrl: string;
    /** Logs a failure to queue an e-mail that must not fail the request (notifications). */
    onMailError?: (error: unknown) => void;
    /** Counts requests per key (shared by all instances through the database). */
    limiter: RateLimiter;
    /** RATE_LIMIT_SCALE. */
    rateLimitScale: number;
    /** Several instances: the shared search cache (Redis) and job-change events (server/scale-out.ts). */
    scaleOut?: Pick<ScaleOut, 'sharedCache' | 'jobsChanged'>;
    /** FETCH_ALLOW_HOSTS: host:port pairs the link-preview fetcher may reach although private (tests only). */
    fetchAllowHosts?: readonly string[];
    /** The e-mail queue inside a transaction (the newsletter's send log commits with its e-mails). */
    mailOn: MailQueueOn;
    /** NEWSLETTER_RATE_PER_MINUTE. */
    newsletterRatePerMinute?: number;
    /** The `mailto:` unsubscribe address, set only when INBOUND_SMTP_PORT runs a listener for it. */
    unsubscribeMailbox?: string | undefined;
  },
) {
  const db = database.db;
  const ttlMs = options.cacheJobs === false ? 0 : JOB_CACHE_TTL_MS;
  const searches =
    options.scaleOut?.sharedCache?.<JobSearchResponse>('job-search', ttlMs) ??
    createMemoryCache<JobSearchResponse>({ ttlMs, maxEntries: 1000 });
  const stats = createMemoryCache<HomeStats>({ ttlMs, maxEntries: 1 });
  const topExpertises = createMemoryCache<{ name: string; count: number }[]>({ ttlMs, maxEntries: 1 });
  // The in-memory search index of the listed jobs, rebuilt when their search version moves (ADR 080).
  const searchIndexes = createSearchIndexStore({ db });
  // What probes learnt about typed words and technologies is a cache too: off with the result cache,
  // so a benchmark with caching off measures every probe in full.
  const probeMemo = ttlMs > 0 ? searchIndexes.memo : undefined;
  /** What the public forms (referral, extra request, contact) need to store and notify. */
  const formDeps = {
    db,
    mail: options.mail,
    hrEmail: options.hrEmail,
    publicUrl: options.publicUrl,
    onMailError: options.onMailError,
  };
  const forgetJobs = () => {
    searches.clear();
    stats.clear();
    topExpertises.clear();
  };
  // A job write on any instance reaches every instance's caches (LISTEN/NOTIFY or Redis pub/sub);
  // searches need no message: they are keyed by the jobs' search version.
  options.scaleOut?.jobsChanged.onChange(forgetJobs);
  const jobsChanged = async () => {
    forgetJobs();
    await options.scaleOut?.jobsChanged.publish();
  };
  /** What both questionnaire use cases need: where HR's e-mail goes, in Slovak. */
  const questionnaireDeps = {
    db,
    mail: options.mail,
    hrEmail: options.hrEmail,
    publicUrl: options.publicUrl,
    staffT: i18n.t('sk') as (key: string, values?: Record<string, unknown>) => string,
  };
  return {
    /**
     * Counts one request of `action` by `key` (the form and the client's address, say) and throws
     * RATE_LIMITED (429) once over the limit of server/rate-limits.ts.
     */
    limitRate: async (action: RateLimitAction, key: string) => {
      const verdict = await options.limiter.consume(
        `${action}:${key}`,
        ruleOf(action, options.rateLimitScale),
      );
      if (!verdict.allowed)
        throw new AppError('RATE_LIMITED', { message: `retry after ${verdict.retryAfter ?? 60} s` });
    },
    /** A job search; answers are cached by the jobs' search version, so no instance shows a stale one. */
    findJobs: async (request: JobSearchRequest, locale: Locale) => {
      const probe = await probeJobSearch({ db, filter: request.filter, memo: probeMemo });
      return searches.getOrLoad(`${probe.version}:${locale}:${JSON.stringify(request)}`, () =>
        findJobs({ db, request, locale, label: i18n.label(locale), indexes: searchIndexes, probe }),
      );
    },
    /** Forgets cached searches and counts; job writes call it so this instance shows them at once. */
    jobsChanged,
    getJob: (id: number, locale: Locale) => getJob({ db, id, locale }),
    findSimilarJobs: (jobId: number, locale: Locale) => findSimilarJobs({ db, jobId, locale }),
    recordJobView: (id: number) => recordJobView({ db, id }),
    findExpertises: (name: string | undefined) => findExpertises({ db, name }),
    listEnums: (locale: Locale) => listEnums({ db, locale, label: i18n.label(locale) }),
    listSitemapJobs: () => listSitemapJobs({ db }),
    getHomeStats: () => stats.getOrLoad('all', () => getHomeStats({ db })),
    getTopExpertises: () => topExpertises.getOrLoad('all', () => getTopExpertises({ db })),
    /** Daily rates of published jobs requiring the technologies of a stack (salary calculator). */
    getMarketRates: (names: readonly string[]) => getMarketRates({ db, names }),
    getCandidateProfile: (userId: string) => getCandidateProfile({ db, userId }),
    updateCandidateProfile: (userId: string, changes: z.output<typeof updateProfileSchema>) =>
      updateCandidateProfile({ db, userId, changes }),
    /** The profile's newsletter switches; the subscriptions of the account's address follow them. */
    updateNotificationSettings: async (userId: string, settings: NotificationSettings) => {
      const changed = await updateNotificationSettings({ db, userId, settings });
      if (Object.keys(changed).length) await syncProfileSubscriptions({ db, userId });
      return changed;
    },
    setAppLanguage: (userId: string, language: Locale) => setAppLanguage({ db, userId, language }),
    exportMyData: (userId: string) => exportMyData({ db, userId }),
    getCvSettings: (userId: string) => getCvSettings({ db, userId }),
    getAvatar: (userId: string) => getAvatar({ db, files: options.files, userId }),
    /** The mail outbox of the embedded default (no SMTP): null when mail goes out by SMTP. */
    listOutbox: (limit = 100) =>
      options.mailDir ? listOutbox(options.mailDir, { limit }) : Promise.resolve(null),
    readOutboxMessage: (id: string) =>
      options.mailDir ? readOutboxMessage(options.mailDir, id) : Promise.resolve(undefined),
    listAuthEvents: (limit?: number) => listAuthEvents({ db, ...(limit ? { limit } : {}) }),
    /** The admin side: jobs, applications, candidates, referrals, extra requests, contacts. */
    admin: createAdminUseCases({ db, files: options.files, jobsChanged }),
    /** Stores an adequate-salary questionnaire with its wage and consent, and tells HR (a failure to queue that is logged). */
    submitQuestionnaire: async (input: QuestionnaireInput, locale: Locale, ipAddress?: string) => {
      const { notifyError, ...result } = await submitQuestionnaire({
        ...questionnaireDeps,
        input,
        locale,
        ipAddress,
      });
      if (notifyError) options.onMailError?.(notifyError);
      return result;
    },
    /** The questionnaire's CV variant: the sniffed file and the submission without a wage; tells HR. */
    submitQuestionnaireCv: async (
      input: z.output<typeof questionnaireCvSchema>,
      file: { name: string; bytes: Uint8Array },
      locale: Locale,
      ipAddress?: string,
    ) => {
      const stored = await storeDocument({
        db,
        files: options.files,
        ownerUserId: null,
        kind: 'questionnaire-cv',
        originalName: file.name,
        bytes: file.bytes,
      });
      const { notifyError, ...result } = await submitQuestionnaireCv({
        ...questionnaireDeps,
        input,
        cv: { fileId: stored.id, fileName: file.name },
        locale,
        ipAddress,
      });
      if (notifyError) options.onMailError?.(notifyError);
      return result;
    },
    estimateWage: (input: ProgrammerWageInput | TesterWageInput) => estimateWage({ db, input }),
    listQuestionnaires: (limit?: number) => listQuestionnaires({ db, ...(limit ? { limit } : {}) }),
    getQuestionnaireCv: (id: number) => getQuestionnaireCv({ db, files: options.files, id }),
    listTechnologyCategories: () => listTechnologyCategories({ db }),
    updateTechnologyCategory: (id: number, category: TechnologyCategory, bonus: number) =>
      updateTechnologyCategory({ db, id, category, bonus }),
    /** Stores a CV upload of a signed-in candidate (sniffed, ≤ 10 MB); returns its id. */
    uploadCv: (userId: string, originalName: string, bytes: Uint8Array) =>
      storeDocument({ db, files: options.files, ownerUserId: userId, kind: 'cv', originalName, bytes }),
    applyForJob: (userId: string, input: ApplyData, ipAddress?: string) =>
      applyForJob({ ...formDeps, userId, input, ...(ipAddress ? { ipAddress } : {}) }).then((created) => {
        // The job's candidate count changed.
        searches.clear();
        return created;
      }),
    listMyApplications: (userId: string) => listMyApplications({ db, userId }),
    listMyCvs: (userId: string) => listMyCvs({ db, userId }),
    findAppliedJobs: (userId: string, jobIds: number[]) => findAppliedJobs({ db, userId, jobIds }),
    readOwnFile: (userId: string, fileId: string, isAdmin = false) =>
      readOwnFile({ db, files: options.files, userId, fileId, isAdmin }),
    /** An event, blog or link image for `/media/{id}`; undefined for any other file. */
    readPublicImage: (id: string) => readPublicImage({ db, files: options.files, id }),
    saveItem: (userId: string, item: SavedItemRef) => saveItem({ db, userId, item }),
    unsaveItem: (userId: string, item: SavedItemRef) => unsaveItem({ db, userId, item }),
    listSavedItems: (userId: string) => listSavedItems({ db, userId }),
    listSavedIds: (userId: string, type: SavedItemType) => listSavedIds({ db, userId, type }),
    /** Referral programme: the recommendation, the candidate's consent page and removal, the referrer's list. */
    submitReferral: (args: Omit<Parameters<typeof submitReferral>[0], 'now' | keyof typeof formDeps>) =>
      submitReferral({ ...formDeps, ...args }),
    findReferralJob: (id: number) => findReferralJob({ db, id }),
    getReferralConsent: (id: string) => getReferralConsent({ db, id }),
    consentToReferral: (id: string) => consentToReferral({ db, id }),
    removeReferralCandidate: (id: string) => removeReferralCandidate({ db, id }),
    listMyReferrals: (userId: string) => listMyReferrals({ db, userId }),
    submitExtraRequest: (
      args: Omit<Parameters<typeof submitExtraRequest>[0], 'now' | keyof typeof formDeps>,
    ) => submitExtraRequest({ ...formDeps, ...args }),
    listMyExtraRequests: (userId: string) => listMyExtraRequests({ db, userId }),
    submitContactMessage: (
      args: Omit<Parameters<typeof submitContactMessage>[0], 'now' | keyof typeof formDeps>,
    ) => submitContactMessage({ ...formDeps, ...args }),
    ...createOutboxServices({ db }),
    ...createQuestionnaireServices({ db }),
    ...createApplicationStatusServices({ ...formDeps }),
    ...createAdminOverviewServices({ db }),
    ...createPrivacyServices({ db }),
    ...createCompanyServices({
      db,
      files: options.files,
      images: options.images,
      publicUrl: options.publicUrl,
      ...(options.fetchAllowHosts ? { fetchAllowHosts: options.fetchAllowHosts } : {}),
    }),
    ...createBlogServices({ db, files: options.files, images: options.images, publicUrl: options.publicUrl }),
    ...createEventServices({
      db,
      files: options.files,
      images: options.images,
      mail: options.mail,
      publicUrl: options.publicUrl,
      hrEmail: options.hrEmail,
      onMailError: options.onMailError,
    }),
    ...createNewsletterServices({
      db,
      mailOn: options.mailOn,
      publicUrl: options.publicUrl,
      ratePerMinute: options.newsletterRatePerMinute ?? 600,
      unsubscribeMailbox: options.unsubscribeMailbox,
      findJobs: async (request: JobSearchRequest, locale: Locale) => {
        const probe = await probeJobSearch({ db, filter: request.filter, memo: probeMemo });
        return findJobs({ db, request, locale, label: i18n.label(locale), indexes: searchIndexes, probe });
      },
    }),
    ...createCvServices({
      db,
      files: options.files,
      images: options.images,
      tasks: options.tasks,
      publicUrl: options.publicUrl,
      mail: options.mail,
      limiter: options.limiter,
      rateLimitScale: options.rateLimitScale,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

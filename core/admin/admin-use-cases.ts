import type { Db } from '../../db/client.ts';
import type {
  AdminJobListQuery,
  ExtraRequestStatus,
  JobInput,
  ReferralStatus,
  ReferralUpdate,
} from '../../contracts/admin.ts';
import type { ApplicationStatus } from '../../contracts/applications.ts';
import type { FileStore } from '../shared/ports.ts';
import { createJob } from '../jobs/create-job.ts';
import { expireJob } from '../jobs/expire-job.ts';
import { getAdminJob } from '../jobs/get-admin-job.ts';
import { getAdminOverview } from './get-admin-overview.ts';
import { getApplication } from '../applications/get-application.ts';
import { getContactMessage } from '../contact/get-contact-message.ts';
import { getApplicationCv } from '../applications/get-application-cv.ts';
import { getExtraRequest } from '../extra-requests/get-extra-request.ts';
import { getReferral } from '../referrals/get-referral.ts';
import { listAdminJobs } from '../jobs/list-admin-jobs.ts';
import { listAdminUsers } from '../accounts/list-admin-users.ts';
import { listCandidates } from '../accounts/list-candidates.ts';
import { listContactMessages } from '../contact/list-contact-messages.ts';
import { listExtraRequests } from '../extra-requests/list-extra-requests.ts';
import { listJobApplications } from '../applications/list-job-applications.ts';
import { listReferrals } from '../referrals/list-referrals.ts';
import { listTechnologyNames } from '../catalog/list-technology-names.ts';
import { matchExtraRequest } from '../extra-requests/match-extra-request.ts';
import type { ListQuery } from './paged-query.ts';
import { publishJob } from '../jobs/publish-job.ts';
import { setApplicationStatus } from '../applications/set-application-status.ts';
import { setCandidateBlacklist } from '../accounts/set-candidate-blacklist.ts';
import { unpublishJob } from '../jobs/unpublish-job.ts';
import { updateJob } from '../jobs/update-job.ts';
import { updateReferral } from '../referrals/update-referral.ts';

/**
 * The admin use cases bound to this process's database and file store, shared by the admin pages
 * and the admin API. Every job write calls `jobsChanged`, so searches show it at once.
 */
export function createAdminUseCases({
  db,
  files,
  jobsChanged,
}: {
  db: Db;
  files: FileStore;
  /** Forgets cached job data on every instance; resolves once the change is announced. */
  jobsChanged: () => void | Promise<void>;
}) {
  const changingJobs =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await run(...args);
      await jobsChanged();
      return result;
    };
  return {
    overview: () => getAdminOverview({ db }),
    listJobs: (query: AdminJobListQuery) => listAdminJobs({ db, query }),
    getJob: (id: number) => getAdminJob({ db, id }),
    createJob: changingJobs((input: JobInput, publish: boolean) => createJob({ db, input, publish })),
    updateJob: changingJobs((id: number, input: JobInput) => updateJob({ db, id, input })),
    publishJob: changingJobs((id: number) => publishJob({ db, id })),
    unpublishJob: changingJobs((id: number) => unpublishJob({ db, id })),
    expireJob: changingJobs((id: number) => expireJob({ db, id })),
    listAdminUsers: () => listAdminUsers({ db }),
    listTechnologyNames: () => listTechnologyNames({ db }),
    listJobApplications: (jobId: number) => listJobApplications({ db, jobId }),
    getApplication: (id: number) => getApplication({ db, id }),
    setApplicationStatus: (id: number, status: ApplicationStatus) => setApplicationStatus({ db, id, status }),
    getApplicationCv: (id: number) => getApplicationCv({ db, files, id }),
    listCandidates: (input: { query?: string | undefined; page: number; blacklistedOnly?: boolean }) =>
      listCandidates({ db, ...input }),
    setCandidateBlacklist: (userId: string, blacklisted: boolean) =>
      setCandidateBlacklist({ db, userId, blacklisted }),
    listReferrals: (input: ListQuery<ReferralStatus>) => listReferrals({ db, ...input }),
    getReferral: (id: string) => getReferral({ db, id }),
    updateReferral: (id: string, update: ReferralUpdate) => updateReferral({ db, id, update }),
    listExtraRequests: (input: ListQuery<ExtraRequestStatus>) => listExtraRequests({ db, ...input }),
    getExtraRequest: (id: number) => getExtraRequest({ db, id }),
    matchExtraRequest: (id: number, matchedJobIds: readonly number[], status?: ExtraRequestStatus) =>
      matchExtraRequest({ db, id, matchedJobIds, status }),
    listContactMessages: (input: { query?: string | undefined; source?: string | undefined; page: number }) =>
      listContactMessages({ db, ...input }),
    getContactMessage: (id: number) => getContactMessage({ db, id }),
  };
}

export type AdminUseCases = ReturnType<typeof createAdminUseCases>;

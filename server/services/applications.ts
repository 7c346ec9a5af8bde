import type { ApplicationStatus, ApplyData } from '../../contracts/applications.ts';
import { applyForJob } from '../../core/applications/apply-for-job.ts';
import { findAppliedJobs } from '../../core/applications/find-applied-jobs.ts';
import { getApplication } from '../../core/applications/get-application.ts';
import { getApplicationCv } from '../../core/applications/get-application-cv.ts';
import { listJobApplications } from '../../core/applications/list-job-applications.ts';
import { listMyApplications } from '../../core/applications/list-my-applications.ts';
import { listMyCvs } from '../../core/applications/list-my-cvs.ts';
import { moveApplication } from '../../core/applications/move-application.ts';
import { setApplicationStatus } from '../../core/applications/set-application-status.ts';
import { uploadCv } from '../../core/applications/upload-cv.ts';
import type { ServiceContext } from './context.ts';

/** Applying for a job and the candidate's applications; for admins, the applications and their pipeline. */
export function createApplicationsServices({ db, files, formDeps, jobCache }: ServiceContext) {
  return {
    /** Stores a CV upload of a signed-in candidate (sniffed, ≤ 10 MB); returns its id. */
    uploadCv: (userId: string, originalName: string, bytes: Uint8Array) =>
      uploadCv({ db, files, userId, originalName, bytes }),
    applyForJob: async (userId: string, input: ApplyData, ipAddress?: string) => {
      const created = await applyForJob({ ...formDeps, userId, input, ...(ipAddress ? { ipAddress } : {}) });
      // The job's candidate count changed.
      jobCache.searches.clear();
      return created;
    },
    listMyApplications: (userId: string) => listMyApplications({ db, userId }),
    listMyCvs: (userId: string) => listMyCvs({ db, userId }),
    findAppliedJobs: (userId: string, jobIds: number[]) => findAppliedJobs({ db, userId, jobIds }),
    admin: {
      listJobApplications: (jobId: number) => listJobApplications({ db, jobId }),
      getApplication: (id: number) => getApplication({ db, id }),
      setApplicationStatus: (id: number, status: ApplicationStatus) =>
        setApplicationStatus({ db, id, status }),
      getApplicationCv: (id: number) => getApplicationCv({ db, files, id }),
      /** The pipeline step that also tells the candidate (a failure to queue that is logged). */
      moveApplication: async (id: number, status: ApplicationStatus, notify = true) => {
        const { notifyError, ...result } = await moveApplication({ ...formDeps, id, status, notify });
        if (notifyError) formDeps.onMailError?.(notifyError);
        return result;
      },
    },
  };
}

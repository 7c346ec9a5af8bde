import { locateNewApplications } from '../core/admin/locate-new-applications.ts';
import type { Db } from '../db/client.ts';

/** What the admin overview links to beside its counts. */
export function createAdminOverviewServices({ db }: { db: Db }) {
  return {
    locateNewApplications: () => locateNewApplications({ db }),
  };
}

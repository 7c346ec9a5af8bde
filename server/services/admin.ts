import { getAdminOverview } from '../../core/admin/get-admin-overview.ts';
import { locateNewApplications } from '../../core/admin/locate-new-applications.ts';
import type { ServiceContext } from './context.ts';

/** The admin area's own page: the overview's counts and where its link to new applications goes. */
export function createAdminServices({ db }: ServiceContext) {
  return {
    getAdminOverview: () => getAdminOverview({ db }),
    locateNewApplications: () => locateNewApplications({ db }),
  };
}

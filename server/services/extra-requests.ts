import type { ExtraRequestStatus } from '../../contracts/admin.ts';
import type { ListQuery } from '../../core/admin/paged-query.ts';
import { getExtraRequest } from '../../core/extra-requests/get-extra-request.ts';
import { listExtraRequests } from '../../core/extra-requests/list-extra-requests.ts';
import { listMyExtraRequests } from '../../core/extra-requests/list-my-extra-requests.ts';
import { matchExtraRequest } from '../../core/extra-requests/match-extra-request.ts';
import { submitExtraRequest } from '../../core/extra-requests/submit-extra-request.ts';
import type { ServiceContext } from './context.ts';

/** Wishes for a project that is not listed yet; for admins, the requests and the jobs matched to them. */
export function createExtraRequestsServices({ db, formDeps }: ServiceContext) {
  return {
    submitExtraRequest: (
      args: Omit<Parameters<typeof submitExtraRequest>[0], 'now' | keyof typeof formDeps>,
    ) => submitExtraRequest({ ...formDeps, ...args }),
    listMyExtraRequests: (userId: string) => listMyExtraRequests({ db, userId }),
    admin: {
      listExtraRequests: (input: ListQuery<ExtraRequestStatus>) => listExtraRequests({ db, ...input }),
      getExtraRequest: (id: number) => getExtraRequest({ db, id }),
      matchExtraRequest: (id: number, matchedJobIds: readonly number[], status?: ExtraRequestStatus) =>
        matchExtraRequest({ db, id, matchedJobIds, status }),
    },
  };
}

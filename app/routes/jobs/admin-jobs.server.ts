import { jobListStatuses } from '../../../contracts/admin.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-jobs';

/** Jobs in every status, newest first, searched and filtered by the query string. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const status = enumParam(params, 'status', jobListStatuses);
  const page = pageParam(params);
  const jobs = await context.services.jobs.admin.listAdminJobs({ query, status, page });
  const { t } = context;
  return {
    jobs,
    query,
    status,
    seo: adminSeo(t, t('admin:jobs.metaTitle')),
  };
}

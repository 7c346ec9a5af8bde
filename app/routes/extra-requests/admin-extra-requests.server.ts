import { extraRequestStatuses } from '../../../contracts/admin.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-extra-requests';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const status = enumParam(params, 'status', extraRequestStatuses);
  const requests = await context.services.extraRequests.admin.listExtraRequests({
    query,
    status,
    page: pageParam(params),
  });
  const { t } = context;
  return {
    requests,
    query,
    status,
    seo: adminSeo(t, t('admin:extraRequests.metaTitle')),
  };
}

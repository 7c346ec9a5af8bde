import { eventStatuses } from '../../../contracts/events.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-events';

/** Every event, those waiting for review first; searched and filtered by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const status = enumParam(params, 'status', eventStatuses);
  const events = await context.services.events.admin.listAdminEvents({
    query,
    status,
    page: pageParam(params),
  });
  const { t } = context;
  return { events, query, status, seo: adminSeo(t, t('events:admin.title')) };
}

import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-audit';

/** How many of the newest audit entries the page lists. */
const LIMIT = 200;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const events = await context.services.accounts.admin.listAuthEvents(LIMIT);
  const { t } = context;
  return {
    limit: LIMIT,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      email: e.email,
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
    seo: adminSeo(t, t('admin:audit.metaTitle')),
  };
}

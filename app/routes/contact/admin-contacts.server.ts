import { requireAdmin } from '../../features/admin/guard.server.ts';
import { enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-contacts';

const CONTACT_SOURCES = ['promo', 'about-us'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const source = enumParam(params, 'source', CONTACT_SOURCES);
  const messages = await context.services.contact.admin.listContactMessages({
    query,
    source,
    page: pageParam(params),
  });
  const { t } = context;
  return {
    messages,
    query,
    source,
    seo: adminSeo(t, t('admin:contacts.metaTitle')),
  };
}

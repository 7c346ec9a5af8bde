import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-company';

/** The services or the case studies (by the URL), with their titles in every language (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t, services } = context;
  const url = new URL(request.url);
  const kind = /\/admin\/cases\/?$/.test(url.pathname) ? ('cases' as const) : ('services' as const);
  const content = await services.company.admin.listAdminCompanyContent();
  const items = content[kind].map((item) => ({
    slug: item.slug,
    title: item.title,
    sortOrder: item.sortOrder,
  }));
  return {
    kind,
    items,
    deleted: url.searchParams.get('notice') === 'deleted',
    seo: adminSeo(t, t(`company:admin.${kind}.title`)),
  };
}

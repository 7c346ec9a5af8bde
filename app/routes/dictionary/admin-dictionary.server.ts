import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-dictionary';

/** Every dictionary term with all its languages (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t, services } = context;
  return {
    terms: await services.dictionary.admin.listAdminTerms(),
    deleted: new URL(request.url).searchParams.get('notice') === 'deleted',
    seo: adminSeo(t, t('company:admin.dictionary.title')),
  };
}

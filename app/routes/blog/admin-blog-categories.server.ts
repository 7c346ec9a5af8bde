import { requireAdmin } from '../../features/admin/guard.server.ts';
import { saveTaxonomyForm } from '../../features/blog/blog-taxonomy.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-blog-categories';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return {
    categories: await context.services.blog.admin.listAdminBlogCategories(),
    notice: new URL(request.url).searchParams.get('notice'),
    seo: adminSeo(t, t('blog:admin.categories.title')),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveTaxonomyForm('category', request, context);

import { requireAdmin } from '../../features/admin/guard.server.ts';
import { saveTaxonomyForm } from '../../features/blog/blog-taxonomy.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-blog-authors';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return {
    authors: await context.services.blog.admin.listAdminBlogAuthors(),
    notice: new URL(request.url).searchParams.get('notice'),
    seo: adminSeo(t, t('blog:admin.authors.title')),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveTaxonomyForm('author', request, context);

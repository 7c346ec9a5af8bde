import { requireAdmin } from '../../features/admin/guard.server.ts';
import { saveTaxonomyForm } from '../../features/blog/blog-taxonomy.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-blog-tags';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return {
    tags: await context.services.blog.admin.listAdminBlogTags(),
    notice: new URL(request.url).searchParams.get('notice'),
    seo: adminSeo(t, t('blog:admin.tags.title')),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => saveTaxonomyForm('tag', request, context);

import { blogPostStatuses } from '../../../contracts/blog.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-blog';

/** Every post, last changed first, searched and filtered by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const status = enumParam(params, 'status', blogPostStatuses);
  const posts = await context.services.blog.admin.listAdminBlogPosts({
    query,
    status,
    page: pageParam(params),
  });
  const { t } = context;
  return {
    posts,
    query,
    status,
    origin: context.publicUrl,
    seo: adminSeo(t, t('blog:admin.list.metaTitle')),
  };
}

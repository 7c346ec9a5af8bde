import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import {
  blogPostFormDefaults,
  blogPostFormOptions,
  saveBlogPostForm,
} from '../../features/blog/blog-post-form.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-blog-new';

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return {
    options: await blogPostFormOptions(context),
    defaultValue: blogPostFormDefaults(undefined, context.locale),
    seo: adminSeo(t, t('blog:admin.form.newMetaTitle')),
  };
}

/** Writes the post as a draft ("draft") or publishes it ("publish"), then opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const intent = formData.get('intent') === 'publish' ? 'publish' : 'draft';
  const outcome = await saveBlogPostForm({
    context,
    formData,
    intent,
    wasDraft: true,
    save: (input) => context.services.blog.admin.createBlogPost(input),
  });
  if (!outcome.ok) return data({ result: outcome.result }, { status: 400 });
  return redirect(
    localizePath(
      context.locale,
      `/admin/blog/${outcome.saved.id}?notice=${intent === 'publish' ? 'published' : 'created'}`,
    ),
  );
}

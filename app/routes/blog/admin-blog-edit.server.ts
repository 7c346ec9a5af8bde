import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import {
  blogPostFormDefaults,
  blogPostFormOptions,
  saveBlogPostForm,
  unpublishedInput,
  type BlogPostIntent,
} from '../../features/blog/blog-post-form.server.ts';
import { adminRecord, askFirst, parseId, recordIntent } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-blog-edit';

const NOTICES = ['created', 'published', 'saved', 'unpublished'] as const;
type Notice = (typeof NOTICES)[number];
const INTENTS: readonly BlogPostIntent[] = ['draft', 'publish', 'save'];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const post = await adminRecord(() => context.services.blog.admin.getAdminBlogPost(id));
  const notice = new URL(request.url).searchParams.get('notice');
  const { t } = context;
  return {
    post,
    origin: context.publicUrl,
    notice: (NOTICES as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null,
    options: await blogPostFormOptions(context, id),
    defaultValue: blogPostFormDefaults(post),
    seo: adminSeo(t, t('blog:admin.form.editMetaTitle', { title: post.title })),
  };
}

/**
 * Saves the form (keeping, making or ending a draft by the button pressed), or, once confirmed
 * (ADR 140), unpublishes the post as it is stored or deletes it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, formData, intent } = await recordIntent({ request, params, context });
  const blog = context.services.blog.admin;
  if (intent === 'delete' || intent === 'unpublish') {
    const ask = askFirst(formData, intent);
    if (ask) return ask;
  }
  if (intent === 'delete') {
    await adminRecord(() => blog.deleteBlogPost(id));
    return redirect(localizePath(context.locale, '/admin/blog?notice=deleted'));
  }
  if (intent === 'unpublish') {
    const stored = await adminRecord(() => blog.getAdminBlogPost(id));
    await adminRecord(() => blog.updateBlogPost(id, unpublishedInput(stored)));
    return redirect(localizePath(context.locale, `/admin/blog/${id}?notice=unpublished`));
  }
  const chosen = INTENTS.find((i) => i === intent) ?? 'save';
  const current = await adminRecord(() => blog.getAdminBlogPost(id));
  const outcome = await saveBlogPostForm({
    context,
    formData,
    intent: chosen,
    wasDraft: current.draft,
    save: (input) => adminRecord(() => blog.updateBlogPost(id, input)),
  });
  if (!outcome.ok) return data({ result: outcome.result }, { status: 400 });
  const notice: Notice = chosen === 'publish' ? 'published' : 'saved';
  return redirect(localizePath(context.locale, `/admin/blog/${id}?notice=${notice}`));
}

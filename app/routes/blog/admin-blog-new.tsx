import { useActionData, useLoaderData } from 'react-router';
import { AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { BlogPostForm } from '../../features/blog/blog-post-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-blog-new.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './admin-blog-new.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({ image: 'validation.imageSize' });
export const meta = routeMeta;

/** A new post: written as a draft, or published at once (or at a later time). */
export default function AdminBlogNew() {
  const { options, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('blog');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('admin.form.newTitle')}
        intro={t('admin.form.newIntro')}
        back={{ to: href('/admin/blog'), label: t('admin.form.back') }}
      />
      <BlogPostForm
        mode="create"
        lastResult={replyOf(actionData)}
        defaultValue={defaultValue}
        options={options}
      />
    </div>
  );
}

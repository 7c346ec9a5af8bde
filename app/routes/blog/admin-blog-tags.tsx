import { useActionData, useLoaderData } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { TagForm } from '../../features/blog/blog-taxonomy-forms.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-blog-tags.server.ts';

export { action, loader } from './admin-blog-tags.server.ts';
export const meta = routeMeta;

const NOTICES = ['saved', 'deleted'];

/** Tags: correct a name, merge two by giving one the other's name, delete one. New tags come with posts. */
export default function AdminBlogTags() {
  const { tags, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('blog');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('admin.tags.title')}
        intro={t('admin.tags.intro')}
        back={{ to: href('/admin/blog'), label: t('admin.form.back') }}
      />
      {notice && NOTICES.includes(notice) ? (
        <FormAlert tone="success" title={t(`admin.taxonomy.notice.${notice}`)} focus className="mb-6" />
      ) : null}
      <section
        aria-label={t('admin.tags.title')}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {tags.map((tag) => (
          <TagForm
            key={tag.id}
            id={tag.id}
            name={tag.name}
            posts={tag.posts}
            lastResult={
              reply && 'formId' in reply && reply.formId === `tag-${tag.id}` ? reply.result : undefined
            }
          />
        ))}
      </section>
    </div>
  );
}

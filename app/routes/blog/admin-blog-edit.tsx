import { EyeOff, Trash2 } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminCard, AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { IntentForm } from '../../features/admin/intent-form.tsx';
import { BlogPostForm } from '../../features/blog/blog-post-form.tsx';
import { BlogStatusBadge, PreviewLink } from '../../features/blog/blog-status.tsx';
import { formatDateTime } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-blog-edit.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './admin-blog-edit.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({ image: 'validation.imageSize' });
export const meta = routeMeta;

/** A post's editor: its state and preview link, the form, its language versions, and deletion. */
export default function AdminBlogEdit() {
  const { post, origin, notice, options, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('blog');
  const { locale, href } = useLocale();
  const publicUrl = localizePath(post.language, `/blog/${post.slug}`);
  return (
    <div>
      <AdminPageHeader
        title={post.title}
        badges={<BlogStatusBadge status={post.status} />}
        intro={
          post.status === 'scheduled' && post.publishedAt
            ? t('admin.form.scheduledFor', { at: formatDateTime(locale, post.publishedAt) })
            : post.status === 'published' && post.publishedAt
              ? t('admin.form.publishedOn', { at: formatDateTime(locale, post.publishedAt) })
              : t('admin.form.draftIntro')
        }
        back={{ to: href('/admin/blog'), label: t('admin.form.back') }}
        actions={
          post.status === 'published' ? (
            <a href={publicUrl} target="_blank" rel="noopener">
              {t('admin.form.view')}
            </a>
          ) : null
        }
      />
      {notice ? (
        <FormAlert tone="success" title={t(`admin.notice.${notice}`)} focus className="mb-6">
          {notice === 'published' && post.status === 'scheduled' ? t('admin.notice.scheduledText') : null}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <BlogPostForm
            mode="edit"
            status={post.status}
            lastResult={replyOf(actionData)}
            defaultValue={defaultValue}
            options={options}
            imageUrl={post.featuredImageUrl}
          />
        </div>
        <aside className="space-y-6">
          {post.status !== 'published' ? (
            <AdminCard
              id="post-preview"
              title={t('admin.preview.title')}
              description={t('admin.preview.text')}
            >
              <PreviewLink origin={origin} post={post} />
            </AdminCard>
          ) : null}
          {post.status !== 'draft' ? (
            <AdminCard id="post-unpublish" title={t('admin.form.publication')}>
              <IntentForm
                intent="unpublish"
                variant="secondary"
                icon={<EyeOff className="size-4" aria-hidden />}
                confirm={{ title: t('admin.unpublishConfirm.title'), text: t('admin.unpublishConfirm.text') }}
              >
                {t('admin.form.unpublish')}
              </IntentForm>
            </AdminCard>
          ) : null}
          <AdminCard id="post-versions" title={t('admin.versions.title')}>
            {post.translations.length ? (
              <ul className="space-y-2 text-sm">
                {post.translations.map((v) => (
                  <li key={v.id}>
                    <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase">
                      {v.language}
                    </span>
                    <Link to={href(`/admin/blog/${v.id}`)}>{v.title}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('admin.versions.none')}</p>
            )}
          </AdminCard>
          <AdminCard id="post-delete" title={t('admin.delete.title')} description={t('admin.delete.text')}>
            <IntentForm
              intent="delete"
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden />}
              confirm={{
                title: t('admin.delete.confirm', { title: post.title }),
                text: t('admin.delete.text'),
                button: t('admin.delete.button'),
              }}
            >
              {t('admin.delete.button')}
            </IntentForm>
          </AdminCard>
        </aside>
      </div>
    </div>
  );
}

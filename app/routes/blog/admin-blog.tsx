import { FolderTree, Hash, Newspaper, Plus, UserRoundPen } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { blogPostStatuses } from '../../../contracts/blog.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { BlogStatusBadge, PreviewLink } from '../../features/blog/blog-status.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { ListFilters } from '../../features/admin/list-filters.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-blog.server.ts';

export { loader } from './admin-blog.server.ts';
export const meta = routeMeta;

/** The posts: search, filter by draft / scheduled / published, open one to edit it. */
export default function AdminBlog() {
  const { posts, query, status, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation('blog');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('admin.list.title')}
        intro={t('admin.list.intro')}
        actions={
          <>
            <Link to={href('/admin/blog/categories')} className={buttonClasses({ variant: 'secondary' })}>
              <FolderTree className="size-4" aria-hidden />
              {t('admin.categories.title')}
            </Link>
            <Link to={href('/admin/blog/authors')} className={buttonClasses({ variant: 'secondary' })}>
              <UserRoundPen className="size-4" aria-hidden />
              {t('admin.authors.title')}
            </Link>
            <Link to={href('/admin/blog/tags')} className={buttonClasses({ variant: 'secondary' })}>
              <Hash className="size-4" aria-hidden />
              {t('admin.tags.title')}
            </Link>
            <Link to={href('/admin/blog/new')} className={buttonClasses()}>
              <Plus className="size-4" aria-hidden />
              {t('admin.list.new')}
            </Link>
          </>
        }
      />
      <ListFilters
        id="posts"
        query={query}
        searchLabel={t('admin.list.search')}
        placeholder={t('admin.list.searchPlaceholder')}
        statusLabel={t('admin.list.statusFilter')}
        status={status}
        statusOptions={blogPostStatuses.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
      />
      {posts.items.length ? (
        <>
          <DataTable
            id="posts-table"
            caption={t('admin.list.caption')}
            captionHidden
            columns={(['title', 'status', 'language', 'published', 'updated'] as const).map((c) =>
              t(`admin.list.columns.${c}`),
            )}
          >
            <tbody>
              {posts.items.map((post) => (
                <tr key={post.id} className="hover:bg-slate-50">
                  <td className={`${tdClass} min-w-64`}>
                    <Link to={href(`/admin/blog/${post.id}`)} className="font-semibold">
                      {post.title}
                    </Link>
                    <p className="mt-0.5 text-xs text-slate-600">
                      /{post.slug}
                      {post.status === 'published' ? null : (
                        <>
                          {' · '}
                          <PreviewLink origin={origin} post={post} compact />
                        </>
                      )}
                    </p>
                  </td>
                  <td className={tdClass}>
                    <BlogStatusBadge status={post.status} />
                  </td>
                  <td className={`${tdClass} text-slate-700 uppercase`}>{post.language}</td>
                  <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                    {post.publishedAt ? formatDate(locale, post.publishedAt) : '–'}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                    {formatDate(locale, post.updatedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={posts.page} totalPages={posts.totalPages} total={posts.total} />
        </>
      ) : (
        <EmptyState
          icon={<Newspaper className="size-6" aria-hidden />}
          title={t('admin.list.emptyTitle')}
          text={t('admin.list.emptyText')}
        />
      )}
    </div>
  );
}

import type {
  AdminBlogListQuery,
  BlogAuthorInput,
  BlogCategoryInput,
  BlogListQuery,
  BlogPostInput,
} from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import { createBlogPost } from '../../core/blog/create-blog-post.ts';
import { deleteBlogAuthor } from '../../core/blog/delete-blog-author.ts';
import { deleteBlogCategory } from '../../core/blog/delete-blog-category.ts';
import { deleteBlogPost } from '../../core/blog/delete-blog-post.ts';
import { getAdminBlogPost } from '../../core/blog/get-admin-blog-post.ts';
import { getBlogPost } from '../../core/blog/get-blog-post.ts';
import { listAdminBlogAuthors } from '../../core/blog/list-admin-blog-authors.ts';
import { listAdminBlogCategories } from '../../core/blog/list-admin-blog-categories.ts';
import { listAdminBlogPosts } from '../../core/blog/list-admin-blog-posts.ts';
import { listAdminBlogTags } from '../../core/blog/list-admin-blog-tags.ts';
import { renameBlogTag } from '../../core/blog/rename-blog-tag.ts';
import { deleteBlogTag } from '../../core/blog/delete-blog-tag.ts';
import { listBlogAuthors } from '../../core/blog/list-blog-authors.ts';
import { listBlogCategories } from '../../core/blog/list-blog-categories.ts';
import { listBlogPostChoices } from '../../core/blog/list-blog-post-choices.ts';
import { listBlogPosts } from '../../core/blog/list-blog-posts.ts';
import { listBlogTags } from '../../core/blog/list-blog-tags.ts';
import { listPublishedPosts } from '../../core/blog/list-published-posts.ts';
import { listSitemapPosts } from '../../core/blog/list-sitemap-posts.ts';
import { saveBlogAuthor } from '../../core/blog/save-blog-author.ts';
import { saveBlogCategory } from '../../core/blog/save-blog-category.ts';
import { updateBlogPost } from '../../core/blog/update-blog-post.ts';
import { storeImage } from '../../core/files/store-image.ts';
import { renderMarkdown } from '../../infra/markdown/render-markdown.ts';
import type { ServiceContext } from './context.ts';

/** The blog's use cases bound to this process's adapters: reading for everyone, writing for admins. */
export function createBlogServices({ db, files, images, publicUrl }: ServiceContext) {
  /** Post content: Markdown through the one sanitising pipeline, headings below the page's h1. */
  const render = (markdown: string) => renderMarkdown(markdown, { siteOrigin: publicUrl, headingOffset: 1 });
  return {
    listBlogPosts: (query: BlogListQuery, locale: Locale) => listBlogPosts({ db, query, locale }),
    getBlogPost: (slug: string, locale: Locale, accessKey?: string) =>
      getBlogPost({ db, slug, locale, accessKey, render }),
    listBlogCategories: (locale: Locale) => listBlogCategories({ db, locale }),
    listBlogTags: () => listBlogTags({ db }),
    listBlogAuthors: (locale: Locale) => listBlogAuthors({ db, locale }),
    /** Posts of one language published in a time window, newest first (RSS, the newsletter's blog digest). */
    listPublishedPosts: (args: { language: Locale; from?: Date; to?: Date; limit?: number }) =>
      listPublishedPosts({ db, ...args }),
    listSitemapPosts: () => listSitemapPosts({ db }),
    admin: {
      listAdminBlogPosts: (query: AdminBlogListQuery) => listAdminBlogPosts({ db, query }),
      getAdminBlogPost: (id: number) => getAdminBlogPost({ db, id }),
      listBlogPostChoices: () => listBlogPostChoices({ db }),
      createBlogPost: (input: BlogPostInput) => createBlogPost({ db, input }),
      updateBlogPost: (id: number, input: BlogPostInput) => updateBlogPost({ db, id, input }),
      deleteBlogPost: (id: number) => deleteBlogPost({ db, id }),
      /** The HTML a post's Markdown becomes, for the editor's live preview. */
      renderMarkdown: (markdown: string) => render(markdown),
      /** A featured image (≤ 5 MB, sniffed, re-encoded to WebP within 1600 × 900) or an author's avatar. */
      storeImage: (kind: 'blog-image' | 'author-avatar', bytes: Uint8Array, field: string) =>
        storeImage({
          db,
          files,
          images,
          ownerUserId: null,
          kind,
          bytes,
          field,
          ...(kind === 'blog-image' ? { maxWidth: 1600, maxHeight: 900 } : { maxWidth: 256, maxHeight: 256 }),
        }),
      listAdminBlogCategories: () => listAdminBlogCategories({ db }),
      saveBlogCategory: (input: BlogCategoryInput, id?: number) =>
        saveBlogCategory({ db, input, ...(id ? { id } : {}) }),
      deleteBlogCategory: (id: number) => deleteBlogCategory({ db, id }),
      listAdminBlogAuthors: () => listAdminBlogAuthors({ db }),
      saveBlogAuthor: (input: BlogAuthorInput, id?: number) =>
        saveBlogAuthor({ db, input, ...(id ? { id } : {}) }),
      deleteBlogAuthor: (id: number) => deleteBlogAuthor({ db, id }),
      listAdminBlogTags: () => listAdminBlogTags({ db }),
      renameBlogTag: (id: number, name: string) => renameBlogTag({ db, id, name }),
      deleteBlogTag: (id: number) => deleteBlogTag({ db, id }),
    },
  };
}

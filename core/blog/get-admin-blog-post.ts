import { asc, eq, or } from 'drizzle-orm';
import type { AdminBlogPost } from '../../contracts/blog.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { blogPost, blogPostTag, blogTag } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { imageUrl } from './blog-post-row.ts';
import { statusOf } from './blog-post-writes.ts';

/** A post with everything the editor shows: its Markdown, status, access key and other language versions. */
export async function getAdminBlogPost({
  db,
  id,
  now = new Date(),
}: {
  db: Db;
  id: number;
  now?: Date;
}): Promise<AdminBlogPost> {
  const [post] = await db.select().from(blogPost).where(eq(blogPost.id, id));
  if (!post) throw new AppError('NOT_FOUND');
  const root = post.translationOf ?? post.id;
  const [tags, versions] = await Promise.all([
    db
      .select({ name: blogTag.name })
      .from(blogPostTag)
      .innerJoin(blogTag, eq(blogTag.id, blogPostTag.tagId))
      .where(eq(blogPostTag.postId, id))
      .orderBy(asc(blogTag.name)),
    db
      .select({ id: blogPost.id, language: blogPost.language, title: blogPost.title })
      .from(blogPost)
      .where(or(eq(blogPost.id, root), eq(blogPost.translationOf, root)))
      .orderBy(asc(blogPost.language)),
  ]);
  return {
    id: post.id,
    slug: post.slug,
    language: post.language as Locale,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.featuredImage,
    featuredImageUrl: imageUrl(post.featuredImage),
    authorId: post.authorId,
    categoryId: post.categoryId,
    tags: tags.map((t) => t.name),
    draft: post.draft,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    status: statusOf(post, now),
    accessKey: post.accessKey ?? '',
    translationOf: post.translationOf,
    translations: versions
      .filter((v) => v.id !== post.id)
      .map((v) => ({ ...v, language: v.language as Locale })),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

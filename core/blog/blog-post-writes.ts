import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { slugify, type BlogPostInput, type BlogPostStatus } from '../../contracts/blog.ts';
import type { Db } from '../../db/client.ts';
import {
  blogAuthor,
  blogCategory,
  blogPost,
  blogPostTag,
  blogTag,
  storedFile,
} from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** What both writes of a post share: checking its references, its slug and its tags. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const fieldError = (field: string, key: string) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: [`validation.${key}`] } });

/** A random key for the draft preview link. */
export const newAccessKey = () => randomBytes(18).toString('base64url');

export function statusOf(post: { draft: boolean; publishedAt: Date | null }, now: Date): BlogPostStatus {
  if (post.draft || !post.publishedAt) return 'draft';
  return post.publishedAt > now ? 'scheduled' : 'published';
}

/** When a post becomes public: the given time, or now when it is published without one. */
export const publicationTime = (input: Pick<BlogPostInput, 'draft' | 'publishedAt'>, now: Date) =>
  input.publishedAt ?? (input.draft ? null : now);

/**
 * Checks the author, category and featured image exist, and resolves `translationOf` to the
 * original of its group, which must not have a version in this language yet (besides `selfId`).
 * Field errors name the input's fields.
 */
export async function checkReferences(
  tx: Tx,
  input: BlogPostInput,
  selfId?: number,
): Promise<{ translationOf: number | null }> {
  if (input.authorId !== null) {
    const [a] = await tx
      .select({ id: blogAuthor.id })
      .from(blogAuthor)
      .where(eq(blogAuthor.id, input.authorId));
    if (!a) throw fieldError('authorId', 'invalid');
  }
  if (input.categoryId !== null) {
    const [c] = await tx
      .select({ id: blogCategory.id })
      .from(blogCategory)
      .where(eq(blogCategory.id, input.categoryId));
    if (!c) throw fieldError('categoryId', 'invalid');
  }
  if (input.featuredImage !== null) {
    const [f] = await tx
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(and(eq(storedFile.id, input.featuredImage), eq(storedFile.kind, 'blog-image')));
    if (!f) throw fieldError('featuredImage', 'invalid');
  }
  if (input.translationOf === null) return { translationOf: null };
  const [target] = await tx
    .select({ id: blogPost.id, root: sql<number>`coalesce(${blogPost.translationOf}, ${blogPost.id})` })
    .from(blogPost)
    .where(eq(blogPost.id, input.translationOf));
  if (!target) throw fieldError('translationOf', 'invalid');
  const root = Number(target.root);
  if (selfId !== undefined) {
    if (root === selfId) return { translationOf: null };
    const [members] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(blogPost)
      .where(eq(blogPost.translationOf, selfId));
    // An original with translations of its own is not moved into another group.
    if (Number(members?.n ?? 0) > 0) throw fieldError('translationOf', 'translationHasOwn');
  }
  const [taken] = await tx
    .select({ id: blogPost.id })
    .from(blogPost)
    .where(
      and(
        sql`coalesce(${blogPost.translationOf}, ${blogPost.id}) = ${root}`,
        eq(blogPost.language, input.language),
        selfId === undefined ? sql`true` : ne(blogPost.id, selfId),
      ),
    );
  if (taken) throw fieldError('translationOf', 'translationExists');
  return { translationOf: root };
}

/** The given slug if no other post has it, else a field error; without one, a free slug from the title. */
export async function chooseSlug(tx: Tx, input: BlogPostInput, selfId?: number): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await tx
      .select({ id: blogPost.id })
      .from(blogPost)
      .where(and(eq(blogPost.slug, slug), selfId === undefined ? sql`true` : ne(blogPost.id, selfId)));
    return Boolean(row);
  };
  if (input.slug) {
    if (await taken(input.slug)) throw fieldError('slug', 'slugTaken');
    return input.slug;
  }
  const base = slugify(input.title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/** Replaces the post's tags by `names`, creating tags not known yet (matched without regard to case). */
export async function setTags(tx: Tx, postId: number, names: readonly string[]): Promise<void> {
  await tx.delete(blogPostTag).where(eq(blogPostTag.postId, postId));
  if (!names.length) return;
  const lower = names.map((n) => n.toLowerCase());
  const known = await tx
    .select({ id: blogTag.id, name: blogTag.name })
    .from(blogTag)
    .where(inArray(sql`lower(${blogTag.name})`, lower));
  const byName = new Map(known.map((t) => [t.name.toLowerCase(), t.id]));
  const missing = names.filter((n) => !byName.has(n.toLowerCase()));
  if (missing.length) {
    const created = await tx
      .insert(blogTag)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: blogTag.id, name: blogTag.name });
    for (const t of created) byName.set(t.name.toLowerCase(), t.id);
  }
  const ids = [...new Set(lower.map((n) => byName.get(n)).filter((id): id is number => id !== undefined))];
  if (ids.length) await tx.insert(blogPostTag).values(ids.map((tagId) => ({ postId, tagId })));
}

/** The columns both writes set from the input (text, language, image, author, category). */
export const postColumns = (input: BlogPostInput) => ({
  language: input.language,
  title: input.title,
  excerpt: input.excerpt,
  content: input.content,
  featuredImage: input.featuredImage,
  authorId: input.authorId,
  categoryId: input.categoryId,
  draft: input.draft,
});

import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { AppLoadContext } from 'react-router';
import { blogPostFormSchema, type AdminBlogPost, type BlogPostInput } from '../../../contracts/blog.ts';
import { toPortalLocalInput } from '../../../contracts/dates.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import type { BlogPostFormDefaults, BlogPostFormOptions } from './blog-post-form.tsx';

/** The choices of the post form, in the admin's language; a post cannot translate itself. */
export async function blogPostFormOptions(
  context: AppLoadContext,
  selfId?: number,
): Promise<BlogPostFormOptions> {
  const { services, locale } = context;
  const [authors, categories, posts] = await Promise.all([
    services.blog.listBlogAuthors(locale),
    services.blog.listBlogCategories(locale),
    services.blog.admin.listBlogPostChoices(),
  ]);
  return {
    authors: authors.map((a) => ({ value: String(a.id), label: a.name })),
    categories: categories.map((c) => ({ value: String(c.id), label: c.name })),
    posts: posts
      .filter((p) => p.id !== selfId)
      .map((p) => ({ value: String(p.id), label: `${p.language.toUpperCase()} · ${p.title}` })),
  };
}

/** The form's initial values: a new post's (in the admin's language), or a stored post's as strings. */
export function blogPostFormDefaults(post?: AdminBlogPost, language = 'sk'): BlogPostFormDefaults {
  if (!post) return { language };
  return {
    title: post.title,
    slug: post.slug,
    language: post.language,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.featuredImage ?? undefined,
    authorId: post.authorId === null ? undefined : String(post.authorId),
    categoryId: post.categoryId === null ? undefined : String(post.categoryId),
    tags: post.tags.join(', '),
    translationOf: post.translationOf === null ? undefined : String(post.translationOf),
    publishedAt: post.publishedAt ? toPortalLocalInput(post.publishedAt) : undefined,
  };
}

export type BlogPostIntent = 'draft' | 'publish' | 'save' | 'unpublish';

/**
 * Parses the post form, stores a new featured image, and runs `save` with the post as the API takes
 * it. The button (`intent`) decides whether it is a draft: "save" keeps the post's state. A failed
 * check, a refused image or a use case's field error (slug taken, say) comes back as Conform's reply
 * with everything typed.
 */
export async function saveBlogPostForm<R>({
  context,
  formData,
  intent,
  wasDraft,
  save,
}: {
  context: AppLoadContext;
  formData: FormData;
  intent: BlogPostIntent;
  wasDraft: boolean;
  save: (input: BlogPostInput) => Promise<R>;
}): Promise<{ ok: true; saved: R } | { ok: false; result: SubmissionResult<string[]> }> {
  const submission = parseWithZod(formData, { schema: blogPostFormSchema });
  if (submission.status !== 'success') return { ok: false, result: submission.reply() };
  const { removeImage, publishedAt, ...value } = submission.value;
  try {
    let featuredImage = removeImage ? null : value.featuredImage;
    const file = formData.get('image');
    if (file instanceof File && file.size > 0) {
      const stored = await context.services.blog.admin.storeImage(
        'blog-image',
        new Uint8Array(await file.arrayBuffer()),
        'image',
      );
      featuredImage = stored.id;
    }
    const draft =
      intent === 'draft' || intent === 'unpublish' ? true : intent === 'publish' ? false : wasDraft;
    const saved = await save({
      ...value,
      featuredImage,
      draft,
      publishedAt,
    });
    return { ok: true, saved };
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION_FAILED')) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      return { ok: false, result: submission.reply({ fieldErrors }) };
    }
    throw error;
  }
}

/** A stored post as the update takes it, made a draft: unpublishing changes nothing else. */
export function unpublishedInput(post: AdminBlogPost): BlogPostInput {
  const { title, slug, language, excerpt, content, featuredImage, tags } = post;
  const { authorId, categoryId, translationOf } = post;
  return {
    title,
    slug,
    language,
    excerpt,
    content,
    featuredImage,
    tags,
    authorId,
    categoryId,
    translationOf,
    draft: true,
    publishedAt: null,
  };
}

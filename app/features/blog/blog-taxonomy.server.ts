import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  blogAuthorInputSchema,
  blogCategoryInputSchema,
  blogTagInputSchema,
} from '../../../contracts/blog.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../admin/guard.server.ts';
import { adminRecord, askFirst } from '../admin/records.server.ts';

type Reply = { formId: string; result: SubmissionResult<string[]> };
type Kind = 'category' | 'author' | 'tag';

const PAGE: Record<Kind, string> = { category: 'categories', author: 'authors', tag: 'tags' };

/**
 * The action of the categories, authors or tags page: saves (creates without `id`; a tag is only
 * renamed) or deletes one record with the schema the API uses; an author's avatar is stored first.
 * Answers the failed form's reply, or goes back to the list with a notice.
 */
export async function saveTaxonomyForm(kind: Kind, request: Request, context: AppLoadContext) {
  requireAdmin(context);
  const formData = await request.formData();
  const rawId = Number(formData.get('id'));
  const id = Number.isSafeInteger(rawId) && rawId > 0 && rawId <= 2_147_483_647 ? rawId : undefined;
  const formId = `${kind}-${id ?? 'new'}`;
  const blog = context.services.blog.admin;
  const back = (notice: string) =>
    redirect(localizePath(context.locale, `/admin/blog/${PAGE[kind]}?notice=${notice}`));
  if (formData.get('intent') === 'delete' && id) {
    const ask = askFirst(formData, 'delete', ['id']);
    if (ask) return ask;
    const remove = {
      category: blog.deleteBlogCategory,
      author: blog.deleteBlogAuthor,
      tag: blog.deleteBlogTag,
    }[kind];
    await adminRecord(() => remove(id));
    return back('deleted');
  }
  const failed = (result: SubmissionResult<string[]>) => data<Reply>({ formId, result }, { status: 400 });
  try {
    if (kind === 'category') {
      const submission = parseWithZod(formData, { schema: blogCategoryInputSchema });
      if (submission.status !== 'success') return failed(submission.reply());
      await saveOrReply(submission, () => adminRecord(() => blog.saveBlogCategory(submission.value, id)));
    } else if (kind === 'author') {
      const submission = parseWithZod(formData, { schema: blogAuthorInputSchema });
      if (submission.status !== 'success') return failed(submission.reply());
      const input = submission.value;
      await saveOrReply(submission, async () => {
        const file = formData.get('image');
        if (file instanceof File && file.size > 0)
          input.avatar = (
            await blog.storeImage('author-avatar', new Uint8Array(await file.arrayBuffer()), 'image')
          ).id;
        return adminRecord(() => blog.saveBlogAuthor(input, id));
      });
    } else {
      const submission = parseWithZod(formData, { schema: blogTagInputSchema });
      if (submission.status !== 'success') return failed(submission.reply());
      if (!id) return back('saved');
      await saveOrReply(submission, () => adminRecord(() => blog.renameBlogTag(id, submission.value.name)));
    }
  } catch (error) {
    if (error instanceof FieldErrors) return failed(error.result);
    throw error;
  }
  return back(id ? 'saved' : 'created');
}

/** A use case's field errors (slug taken, image refused), carried as the form's reply. */
class FieldErrors extends Error {
  constructor(readonly result: SubmissionResult<string[]>) {
    super('field errors');
  }
}

async function saveOrReply(
  submission: { reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> },
  save: () => Promise<unknown>,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION_FAILED')) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      throw new FieldErrors(submission.reply({ fieldErrors }));
    }
    throw error;
  }
}

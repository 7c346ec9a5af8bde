import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from './guard.server.ts';
import { adminRecord, askFirst } from './records.server.ts';
import type { AskFirst } from './intent-form.tsx';

/** Fields written as one text in the form whose errors the schema reports on their parts. */
const COMPOSITE = /^(facts|technologies|body\.(sk|en|de))\[/;

/**
 * The action of an admin content form (dictionary term, service, case study): admins only; intent
 * "delete" deletes and returns to the list, anything else validates with `schema` and saves. A
 * failure keeps what was typed; errors on the parts of a one-text field (a line of the facts) are
 * shown on the field.
 */
export async function contentAction<Schema extends z.ZodType, Saved>({
  request,
  context,
  schema,
  save,
  remove,
  listPath,
  itemPath,
}: {
  request: Request;
  context: AppLoadContext;
  schema: Schema;
  save: (value: z.output<Schema>) => Promise<Saved>;
  remove?: (() => Promise<unknown>) | undefined;
  /** Unprefixed path of the list. */
  listPath: string;
  /** Unprefixed path of the saved item. */
  itemPath: (saved: Saved) => string;
}): Promise<Response | AskFirst | ReturnType<typeof data<{ result: SubmissionResult<string[]> }>>> {
  requireAdmin(context);
  const formData = await request.formData();
  const to = (path: string, notice: string) =>
    redirect(`${localizePath(context.locale, path)}?notice=${notice}`);
  if (formData.get('intent') === 'delete' && remove) {
    const ask = askFirst(formData, 'delete');
    if (ask) return ask;
    await adminRecord(remove);
    return to(listPath, 'deleted');
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    const composite: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(submission.error ?? {})) {
      const parent = COMPOSITE.exec(key)?.[0].slice(0, -1);
      if (parent && messages?.length)
        composite[parent] = [parent === 'facts' ? 'validation.facts' : messages[0]!];
    }
    return data({ result: submission.reply({ fieldErrors: composite }) }, { status: 400 });
  }
  try {
    const saved = await adminRecord(() => save(submission.value));
    return to(itemPath(saved), 'saved');
  } catch (error) {
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (hasErrorCode(error, 'VALIDATION_FAILED') && fieldErrors)
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    throw error;
  }
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { linkUpdateSchema } from '../../../contracts/newsfeed.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { adminRecord, askFirst, parseId, recordIntent } from '../../features/admin/records.server.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-newsfeed-item';

const NOTICES = ['added', 'saved', 'published', 'unpublished'] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const link = await adminRecord(() => context.services.newsfeed.admin.getAdminLink(parseId(params.id)));
  const notice = new URL(request.url).searchParams.get('notice');
  const { t } = context;
  return {
    link,
    notice: NOTICES.find((n) => n === notice) ?? null,
    seo: adminSeo(t, link.title),
  };
}

/** Saves the preview ("save"), publishes, unpublishes or deletes the link. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, formData, intent } = await recordIntent({ request, params, context });
  const admin = context.services.newsfeed.admin;
  const after = (path: string, notice: string) =>
    redirect(localizePath(context.locale, `${path}?notice=${notice}`));
  // Taking a link down or deleting it is confirmed first (ADR 140).
  if (intent === 'unpublish' || intent === 'delete') {
    const ask = askFirst(formData, intent);
    if (ask) return ask;
  }
  if (intent === 'publish' || intent === 'unpublish') {
    await adminRecord(() => admin.publishNewsfeedLink(id, intent === 'publish'));
    return after(`/admin/newsfeed/${id}`, `${intent}ed`);
  }
  if (intent === 'delete') {
    await adminRecord(() => admin.deleteNewsfeedLink(id));
    return after('/admin/newsfeed', 'deleted');
  }
  const submission = parseWithZod(formData, { schema: linkUpdateSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  await adminRecord(() => admin.updateNewsfeedLink(id, submission.value));
  return after(`/admin/newsfeed/${id}`, 'saved');
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { addLinkSchema, linkListStatuses } from '../../../contracts/newsfeed.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-newsfeed';

/** Newsfeed links, unpublished first (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const status = enumParam(params, 'status', linkListStatuses);
  const links = await context.services.newsfeed.admin.listAdminLinks({
    query,
    status,
    page: pageParam(params),
  });
  const { t } = context;
  return {
    links,
    query,
    status,
    deleted: params.get('notice') === 'deleted',
    seo: adminSeo(t, t('company:admin.links.title')),
  };
}

/**
 * Adds a link: the server fetches the page once (guarded) and stores its preview unpublished; the
 * admin continues on its page. A refused or unusable URL comes back as the field's error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const submission = parseWithZod(await request.formData(), { schema: addLinkSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const link = await context.services.newsfeed.admin.addNewsfeedLink(submission.value.url);
    return redirect(localizePath(context.locale, `/admin/newsfeed/${link.id}?notice=added`));
  } catch (error) {
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (fieldErrors) return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    throw error;
  }
}

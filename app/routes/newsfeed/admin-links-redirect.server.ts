import { redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { parseId } from '../../features/admin/records.server.ts';
import type { Route } from './+types/admin-links-redirect';

/**
 * `/admin/links` → `/admin/newsfeed` and `/admin/links/:id` → `/admin/newsfeed/:id`, with the query,
 * permanently (404 for everyone but admins, like the pages).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const item = params.id === undefined ? '' : `/${parseId(params.id)}`;
  const { search } = new URL(request.url);
  return redirect(localizePath(context.locale, `/admin/newsfeed${item}${search}`), 301);
}

import { redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { parseId } from '../../features/admin/records.server.ts';
import type { Route } from './+types/admin-contact-redirect';

/** `/admin/contact-messages/:id` → `/admin/contacts/:id` (404 for everyone but admins). */
export function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect(localizePath(context.locale, `/admin/contacts/${parseId(params.id)}`), 301);
}

import { redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { safeRedirectPath } from '../../features/accounts/redirect-target.server.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord } from '../../features/admin/records.server.ts';
import type { Route } from './+types/admin-client-cv-consent';

/**
 * E-mails the candidate the consent request and returns to the admin page it came from, which says
 * whether it went out (`?clientCv=sent`, or `given` when the candidate had agreed already).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await request.formData().catch(() => null);
  const result = await adminRecord(() =>
    context.services.clientCv.admin.requestClientCvConsent(admin.user.id, params.id ?? ''),
  );
  const back = safeRedirectPath(form?.get('redirectTo')) ?? localizePath(context.locale, '/admin/candidates');
  const url = new URL(back, 'http://x');
  url.searchParams.set('clientCv', result.sent ? 'sent' : 'given');
  return redirect(`${url.pathname}${url.search}#client-cv`, { status: 303 });
}

import { data, redirect } from 'react-router';
import { savedItemRefSchema } from '../../contracts/saved.ts';
import { hasErrorCode } from '../../core/shared/app-error.ts';
import { localizePath } from '../../core/shared/locale.ts';
import { requireUser } from '../features/account/guards.server.ts';
import { safeRedirectPath } from '../features/account/redirect-target.server.ts';
import type { Route } from './+types/saved-items';

/** Nothing to show: a typed URL goes to the saved items. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.locale, '/profile/saved'));
}

/**
 * Saves (`intent=save`) or removes (`intent=unsave`) an item and returns to `redirectTo` (without
 * JavaScript) or answers `{ saved }` to the button's fetcher. A guest goes to sign-in and comes back
 * to the page the button was on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizePath(context.locale, '/profile/saved');
  const { user } = requireUser(request, context, { target: back });
  const parsed = savedItemRefSchema.safeParse({ type: form.get('type'), id: form.get('id') });
  if (!parsed.success) throw data(null, { status: 400 });
  const save = form.get('intent') !== 'unsave';
  try {
    if (save) await context.services.saveItem(user.id, parsed.data);
    else await context.services.unsaveItem(user.id, parsed.data);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  if (form.get('js') === '1') return { saved: save };
  return redirect(back);
}

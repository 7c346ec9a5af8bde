import { data, redirect } from 'react-router';
import { savedItemRefSchema, type SavedItemRef } from '../../../contracts/saved.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { safeRedirectPath } from '../../features/accounts/redirect-target.server.ts';
import type { Route } from './+types/saved-items';

/**
 * Nothing to show: a typed URL goes to the saved items. After a guest pressed "save" and signed in,
 * the sign-in returns here with the item (`?save=job&id=…&back=…`): it is saved, and the person is
 * back on the page where they pressed the button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const fallback = localizePath(context.locale, '/profile/saved');
  const pending = savedItemRefSchema.safeParse({ type: query.get('save'), id: query.get('id') });
  if (!pending.success) return redirect(fallback);
  const back = safeRedirectPath(query.get('back')) ?? fallback;
  const { user } = requireUser(request, context);
  try {
    await context.services.saved.saveItem(user.id, pending.data);
  } catch (error) {
    if (!hasErrorCode(error, 'NOT_FOUND')) throw error;
  }
  return redirect(back);
}

/** The address that saves `item` once the guest has signed in, then returns to `back`. */
function saveAfterSignIn(locale: Route.ActionArgs['context']['locale'], item: SavedItemRef, back: string) {
  const query = new URLSearchParams({ save: item.type, id: String(item.id), back });
  return `${localizePath(locale, '/saved-items')}?${query.toString()}`;
}

/**
 * Saves (`intent=save`) or removes (`intent=unsave`) an item and returns to `redirectTo` (without
 * JavaScript) or answers `{ saved }` to the button's fetcher. A guest goes to sign-in and comes back
 * to the page the button was on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizePath(context.locale, '/profile/saved');
  const parsed = savedItemRefSchema.safeParse({ type: form.get('type'), id: form.get('id') });
  if (!parsed.success) throw data(null, { status: 400 });
  const save = form.get('intent') !== 'unsave';
  const jobId = parsed.data.type === 'job' ? Number(parsed.data.id) : NaN;
  const { user } = requireUser(request, context, {
    target: save ? saveAfterSignIn(context.locale, parsed.data, back) : back,
    ...(save && Number.isSafeInteger(jobId) ? { reason: { action: 'save' as const, jobId } } : {}),
  });
  try {
    if (save) await context.services.saved.saveItem(user.id, parsed.data);
    else await context.services.saved.unsaveItem(user.id, parsed.data);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  if (form.get('js') === '1') return { saved: save };
  return redirect(back);
}

import { data, redirect } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { safeRedirectPath } from '../../features/accounts/redirect-target.server.ts';
import type { Route } from './+types/dismiss-recommendation';

/** Nothing to show: a typed URL goes to the profile, where the recommendations are. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.locale, '/profile'));
}

/**
 * "Not interested" on a recommendation (ADR 127): the signed-in candidate's own mark, or with
 * `intent=undo` its removal. Without JavaScript it returns to `redirectTo` (the home page or the
 * profile); the button's fetcher gets `{ dismissed }` (or `{ restored }`) and the page's data reload
 * brings the next best (or the job back). A guest goes to sign-in and back; a job id that is no
 * number is a 400, one of no job a 404, an admin (no recommendations) a 403.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizePath(context.locale, '/profile');
  const { user } = requireUser(request, context, { target: back });
  const raw = String(form.get('jobId') ?? '');
  if (!/^\d{1,10}$/.test(raw)) throw data(null, { status: 400 });
  const jobId = Number(raw);
  if (form.get('intent') === 'undo') {
    await context.services.jobs.restoreRecommendation(user.id, jobId);
    return form.get('js') === '1' ? { restored: jobId } : redirect(back);
  }
  try {
    await context.services.jobs.dismissRecommendation(user.id, jobId);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    if (hasErrorCode(error, 'FORBIDDEN')) throw data(null, { status: 403 });
    throw error;
  }
  if (form.get('js') === '1') return { dismissed: jobId };
  return redirect(back);
}

import { redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { redirectWithCookies } from '../../features/accounts/headers.server.ts';
import type { Route } from './+types/sign-out';

/** Signing out changes state, so only POST does it; a GET (a typed URL) just goes home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.locale, '/'));
}

export async function action({ context }: Route.ActionArgs) {
  const home = localizePath(context.locale, '/');
  if (!sessionOf(context)) return redirect(home);
  const outcome = await context.account.signOut();
  return redirectWithCookies(home, outcome.headers);
}

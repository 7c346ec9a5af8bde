import { redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/client-cv-withdraw';

/** Withdraws the signed-in candidate's consent to client CVs and returns to the CV page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  await context.services.clientCv.withdrawClientCvConsent(user.id);
  return redirect(`${localizePath(context.locale, '/profile/cv')}?clientCv=withdrawn#client-cv`, {
    status: 303,
  });
}

import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/profile-layout';

/**
 * The profile area is for signed-in users with a finished profile: anonymous visitors go to sign-in
 * (the page is remembered), unfinished profiles to finish-signup (A's `requireUser`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const profile = await context.services.accounts.getCandidateProfile(user.id);
  return {
    user: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      avatarUrl: profile?.avatarUrl ?? null,
    },
  };
}

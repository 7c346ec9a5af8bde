import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/profile-applications';

/**
 * The candidate's applications with the status the company set and its history, and the recruiters'
 * invitations to apply they have not answered yet (ADR 122).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const { t } = context;
  const [applications, invitations] = await Promise.all([
    context.services.applications.listMyApplications(user.id),
    context.services.recruiters.listMyInvitations(user.id),
  ]);
  return {
    applications,
    invitations: invitations.filter((i) => !i.appliedAt),
    seo: {
      title: t('profile:applications.metaTitle'),
      description: t('profile:applications.description'),
      noIndex: true,
    },
  };
}

import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/profile-applications';

/** The candidate's applications with the status the company set. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const { t } = context;
  return {
    applications: await context.services.applications.listMyApplications(user.id),
    seo: {
      title: t('profile:applications.metaTitle'),
      description: t('profile:applications.description'),
      noIndex: true,
    },
  };
}

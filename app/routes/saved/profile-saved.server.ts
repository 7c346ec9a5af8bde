import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/profile-saved';

/** The user's saved jobs, posts and events. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const { t } = context;
  return {
    items: await context.services.saved.listSavedItems(user.id),
    seo: { title: t('profile:saved.metaTitle'), description: t('profile:saved.description'), noIndex: true },
  };
}

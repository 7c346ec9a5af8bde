import type { Route } from './+types/profile-deleted';

/** The page after deleting an account: nothing to load but its title. */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = context;
  return {
    seo: { title: t('profile:deleted.title'), description: t('profile:deleted.text'), noIndex: true },
  };
}

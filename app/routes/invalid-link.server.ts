import type { Route } from './+types/invalid-link';

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context;
  return {
    seo: {
      title: t('account:invalidLink.title'),
      description: t('common:auth.errors.invalid_link'),
      noIndex: true,
    },
  };
}

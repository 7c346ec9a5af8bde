import type { Route } from './+types/invalid-link';

export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context;
  // A newsletter or job-alert link (confirmation, unsubscribe) offers the newsletter page, not a password reset.
  const kind =
    new URL(request.url).searchParams.get('for') === 'newsletter'
      ? ('newsletter' as const)
      : ('any' as const);
  return {
    kind,
    seo: {
      title: t('account:invalidLink.title'),
      description: t('common:auth.errors.invalid_link'),
      noIndex: true,
    },
  };
}

import type { Route } from './+types/coming-soon';

export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: { title: context.t('comingSoon.title'), description: context.t('comingSoon.text'), noIndex: true },
  };
}

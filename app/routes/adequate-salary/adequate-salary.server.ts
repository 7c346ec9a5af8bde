import type { Route } from './+types/adequate-salary';

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context;
  return { seo: { title: t('questionnaire:meta.title'), description: t('questionnaire:meta.description') } };
}

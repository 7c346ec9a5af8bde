import { data } from 'react-router';
import { isQuestionnaireProfession } from '../../../contracts/questionnaire.ts';
import type { Route } from './+types/adequate-salary-profession';

/** Programmer or tester: anything else is the 404 page. */
export function loader({ params, context }: Route.LoaderArgs) {
  const profession = params.queryProfession;
  if (!isQuestionnaireProfession(profession)) throw data(null, { status: 404 });
  const { t } = context;
  const name = t(`questionnaire:professionTitles.${profession}`);
  return {
    profession,
    seo: {
      title: t('questionnaire:meta.professionTitle', { profession: name }),
      description: t('questionnaire:meta.description'),
    },
  };
}

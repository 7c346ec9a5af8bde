import { readThankYou } from '../../features/adequate-salary/thank-you-params.ts';
import type { Route } from './+types/adequate-salary-thank-you';

/**
 * The thank-you page: the stored result of the id in the query string (ADR 100), so the estimate
 * shown is the one the answers gave, not one typed into the address; never a name or e-mail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, services } = context;
  const state = readThankYou(new URL(request.url).searchParams);
  const result =
    state.kind === 'result' ? await services.adequateSalary.getQuestionnaireResult(state.token) : undefined;
  const estimate = result?.estimate ? { profession: result.profession, ...result.estimate } : null;
  const profession = state.kind === 'cv' ? state.profession : (result?.profession ?? null);
  return {
    estimate,
    cv: state.kind === 'cv' ? state.profession : null,
    profession,
    seo: {
      title: t('questionnaire:meta.thankYouTitle'),
      description: t('questionnaire:meta.description'),
      noIndex: true,
    },
  };
}

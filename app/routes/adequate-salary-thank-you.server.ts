import { readThankYou } from '../features/questionnaire/thank-you-params.ts';
import type { Route } from './+types/adequate-salary-thank-you';

/**
 * The thank-you page: the estimate is computed again from the answers in the query string (ADR 016),
 * so the page shows nobody's name or e-mail and needs no stored id.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, services } = context;
  const state = readThankYou(new URL(request.url).searchParams);
  let estimate = null;
  if (state.kind === 'programmer' || state.kind === 'tester') {
    const { kind, ...answers } = state;
    estimate = {
      profession: kind,
      ...(await services.estimateWage({ profession: kind, ...answers } as Parameters<
        typeof services.estimateWage
      >[0])),
    };
  }
  return {
    estimate,
    cv: state.kind === 'cv' ? state.profession : null,
    profession: state.kind === 'cv' ? state.profession : state.kind === 'none' ? null : state.kind,
    seo: {
      title: t('questionnaire:meta.thankYouTitle'),
      description: t('questionnaire:meta.description'),
      noIndex: true,
    },
  };
}

import { data } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { TOKEN_PAGE_HEADERS } from '../../lib/token-page.ts';
import type { Route } from './+types/referral-consent';

const notFound = (error: unknown) => {
  if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
  throw error;
};

/** The referred candidate's page: agree, or remove their data. Never indexed, never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await context.services.referrals.getReferralConsent(params.id).catch(notFound);
  const { t } = context;
  return data(
    {
      view,
      seo: {
        title: t('forms:consent.metaTitle'),
        description: t('forms:consent.metaDescription'),
        noIndex: true,
      },
    },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = (await request.formData()).get('intent');
  if (intent === 'remove') {
    const view = await context.services.referrals.removeReferralCandidate(params.id).catch(notFound);
    return { view, done: 'removed' as const };
  }
  if (intent === 'agree') {
    const view = await context.services.referrals.consentToReferral(params.id).catch(notFound);
    return { view, done: 'agreed' as const };
  }
  throw data(null, { status: 400 });
}

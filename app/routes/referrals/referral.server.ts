import { commissionQuerySchema } from '../../../contracts/referrals.ts';
import type { Route } from './+types/referral';

/** The programme's page; the calculator's values come from the query when its GET form was sent. */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const calculator = commissionQuerySchema.parse(query);
  const { t } = context;
  return {
    calculator,
    seo: { title: t('forms:referral.metaTitle'), description: t('forms:referral.metaDescription') },
  };
}

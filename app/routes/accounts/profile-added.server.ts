import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/profile-added';

/** What the signed-in user added: their referrals (with the candidate's status), extra requests and events. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const [referrals, extraRequests, events] = await Promise.all([
    context.services.referrals.listMyReferrals(user.id),
    context.services.extraRequests.listMyExtraRequests(user.id),
    context.services.events.listMyEvents(user.id),
  ]);
  const { t } = context;
  return {
    referrals,
    extraRequests,
    events,
    seo: { title: t('forms:added.metaTitle'), description: t('forms:added.metaDescription'), noIndex: true },
  };
}

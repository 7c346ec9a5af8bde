import type { AppLoadContext } from 'react-router';
import type { RecommendationsView } from './recommended-jobs.tsx';

/**
 * "Recommended for you" of the signed-in candidate (ADR 124); null without a session (no database
 * work for anonymous visitors) and for admins, who get no match.
 */
export async function candidateRecommendations(context: AppLoadContext): Promise<RecommendationsView> {
  const session = context.account?.session;
  if (!session || session.user.role === 'admin') return null;
  return context.services.jobs.recommendJobs(session.user.id, context.locale);
}

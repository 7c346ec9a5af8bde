import type { AppLoadContext } from 'react-router';
import type { JobSummary } from '../../../contracts/jobs.ts';

/**
 * What a signed-in candidate sees on job lists and details besides the jobs themselves: which of
 * them they already applied for (the "already responded" state) and which they saved. Anonymous
 * visitors get no marks, and the shared search cache stays free of personal data.
 */
export async function personalJobMarks(context: AppLoadContext, jobIds: number[]) {
  const session = context.account?.session;
  if (!session || !jobIds.length)
    return { signedIn: Boolean(session), applied: new Set<number>(), saved: new Set<string>() };
  const [applied, saved] = await Promise.all([
    context.services.applications.findAppliedJobs(session.user.id, jobIds),
    context.services.saved.listSavedIds(session.user.id, 'job'),
  ]);
  return { signedIn: true, applied, saved };
}

/** The jobs with "already responded" added to the ones in `applied`. */
export function markResponded<T extends Pick<JobSummary, 'id' | 'states'>>(
  jobs: T[],
  applied: Set<number>,
): T[] {
  return jobs.map((job) =>
    applied.has(job.id) ? { ...job, states: [...job.states, 'already_responded' as const] } : job,
  );
}

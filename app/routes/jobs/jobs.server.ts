import type { Route } from './+types/jobs';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { parseJobSearch } from '../../features/jobs/parse-job-search.server.ts';
import { markResponded, personalJobMarks } from '../../features/jobs/personal-marks.server.ts';
import { createAlertFromForm } from '../newsletter/job-alerts.server.ts';

/** The job-alert form of the list: with or without JavaScript, its reply renders on this page. */
export async function action({ request, context }: Route.ActionArgs) {
  return createAlertFromForm(await request.formData(), context);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, locale } = context;
  const { request: search, invalid } = parseJobSearch(new URL(request.url).searchParams);
  // A signed-in candidate's jobs carry their match and may be sorted by it (ADR 121); for anyone
  // else "best match first" falls back to the default order, noted as an invalid sort.
  const session = context.account?.session;
  const candidateId = session && session.user.role !== 'admin' ? session.user.id : null;
  let found;
  try {
    found = await context.services.jobs.findJobs(search, locale, candidateId);
  } catch (error) {
    if (!hasErrorCode(error, 'MATCH_NEEDS_CANDIDATE')) throw error;
    search.sort = 'default';
    invalid.push('sort');
    found = await context.services.jobs.findJobs(search, locale, candidateId);
  }
  // A candidate profile is what gives the jobs a match (an empty page tells nothing either way).
  const canMatch =
    candidateId !== null && (!found.page.content.length || Boolean(found.page.content[0]!.match));
  const marks = await personalJobMarks(
    context,
    found.page.content.map((j) => j.id),
  );
  const result = {
    ...found,
    page: { ...found.page, content: markResponded(found.page.content, marks.applied) },
  };
  return {
    search,
    invalid,
    result,
    signedIn: marks.signedIn,
    canMatch,
    savedIds: [...marks.saved],
    /** The signed-in address, for the job alert form. */
    email: context.account?.session?.user.email,
    seo: {
      title: search.filter.query
        ? t('jobs:meta.searchTitle', { query: search.filter.query })
        : t('jobs:meta.title'),
      description: t('jobs:meta.description', { count: result.page.totalElements }),
      // A later page of the plain list is its own canonical; searches are not indexed.
      noIndex: Boolean(search.filter.query),
      ...(search.page > 0 ? { canonicalQuery: `page=${search.page + 1}` } : {}),
    },
  };
}

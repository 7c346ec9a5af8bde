import type { Route } from './+types/jobs';
import { parseJobSearch } from '../features/jobs/parse-job-search.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, locale } = context;
  const { request: search, invalid } = parseJobSearch(new URL(request.url).searchParams);
  const result = await context.services.findJobs(search, locale);
  return {
    search,
    invalid,
    result,
    seo: {
      title: search.filter.query
        ? t('jobs:meta.searchTitle', { query: search.filter.query })
        : t('jobs:meta.title'),
      description: t('jobs:meta.description', { count: result.page.totalElements }),
      noIndex: search.page > 0 || Boolean(search.filter.query),
    },
  };
}

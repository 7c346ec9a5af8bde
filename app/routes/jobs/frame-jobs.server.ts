import { data } from 'react-router';
import { splitLocale } from '../../../core/shared/locale.ts';
import { framePages, type FramePagePath } from '../../features/jobs/frame-pages.ts';
import type { Route } from './+types/frame-jobs';

const PAGE_SIZE = 10;

/** One curated list: the page's fixed filter over the same search as the job list, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = splitLocale(url.pathname).rest.replace(/^\/|\/$/g, '') as FramePagePath;
  const page = framePages[path];
  if (!page) throw data(null, { status: 404 });
  const pageNumber = Math.min(
    Math.max(0, Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0),
    1000,
  );
  const search = { filter: { ...page.filter }, sort: 'default' as const, page: pageNumber, size: PAGE_SIZE };
  const result = await context.services.jobs.findJobs(search, context.locale);
  const { t } = context;
  return {
    key: page.key,
    search,
    result,
    seo: {
      title: t(`jobs:frame.${page.key}.title`),
      description: t(`jobs:frame.${page.key}.intro`),
    },
  };
}

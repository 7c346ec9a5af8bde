import { locales } from '../../../contracts/enums.ts';
import { NEWSFEED_PAGE_SIZE, newsfeedQuerySchema } from '../../../contracts/newsfeed.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import type { Route } from './+types/newsfeed';

/** One page of the newsfeed: after `?cursor=`, optionally in one content language (`?language=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = newsfeedQuerySchema.safeParse({
    cursor: params.get('cursor') ?? undefined,
    language: locales.find((l) => l === params.get('language')),
  });
  const query = parsed.success ? parsed.data : { limit: NEWSFEED_PAGE_SIZE, cursor: undefined };
  const { t, services } = context;
  const load = (q: typeof query) => services.newsfeed.listNewsfeedLinks({ ...q, limit: NEWSFEED_PAGE_SIZE });
  // A cursor that does not decode (edited by hand) shows the first page rather than an error.
  const page = await load(query).catch((error: unknown) => {
    if (hasErrorCode(error, 'VALIDATION_FAILED')) return load({ ...query, cursor: undefined });
    throw error;
  });
  return {
    page,
    cursor: query.cursor ?? null,
    language: ('language' in query ? query.language : undefined) ?? null,
    seo: {
      title: t('company:newsfeed.metaTitle'),
      description: t('company:newsfeed.metaDescription'),
      // Only the first page of each filter is a page of its own for search engines.
      ...(params.has('cursor') ? { noIndex: true } : {}),
    },
  };
}

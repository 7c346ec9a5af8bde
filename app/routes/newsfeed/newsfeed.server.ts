import { NEWSFEED_PAGE_SIZE, newsfeedQuerySchema } from '../../../contracts/newsfeed.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { languageFilter, listLanguageOf } from '../../lib/list-language.ts';
import type { Route } from './+types/newsfeed';

/** One page of the newsfeed: after `?cursor=`, optionally in one content language (`?language=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { t, services, locale } = context;
  // The reader's language unless the address asks for another or for all (ADR 143).
  const language = listLanguageOf(params, locale);
  const parsed = newsfeedQuerySchema.safeParse({
    cursor: params.get('cursor') ?? undefined,
    language: languageFilter(language),
  });
  const query = parsed.success ? parsed.data : { limit: NEWSFEED_PAGE_SIZE, cursor: undefined };
  const load = (q: typeof query) => services.newsfeed.listNewsfeedLinks({ ...q, limit: NEWSFEED_PAGE_SIZE });
  // A cursor that does not decode (edited by hand) shows the first page rather than an error.
  const page = await load(query).catch((error: unknown) => {
    if (hasErrorCode(error, 'VALIDATION_FAILED')) return load({ ...query, cursor: undefined });
    throw error;
  });
  return {
    page,
    cursor: query.cursor ?? null,
    language,
    seo: {
      title: t('company:newsfeed.metaTitle'),
      description: t('company:newsfeed.metaDescription'),
      // Only the first page of each filter is a page of its own for search engines.
      ...(params.has('cursor') || params.has('language') ? { noIndex: true } : {}),
    },
  };
}

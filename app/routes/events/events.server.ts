import { eventListQuerySchema } from '../../../contracts/events.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { languageFilter, listLanguageOf } from '../../lib/list-language.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import type { Route } from './+types/events';

/** The events list: upcoming (or past) approved events; the save buttons' state when signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, t, locale } = context;
  const params = new URL(request.url).searchParams;
  // The reader's language unless the address asks for another or for all (ADR 143).
  const language = listLanguageOf(params, locale);
  let query = { ...listQueryOf(eventListQuerySchema, params, ['cursor', 'past', 'online']), language };
  const list = (q: typeof query) => services.events.listEvents({ ...q, language: languageFilter(language) });
  const session = sessionOf(context);
  let page;
  try {
    page = await list(query);
  } catch {
    // A cursor that is not ours: the first page.
    query = { ...query, cursor: undefined };
    page = await list(query);
  }
  const saved = session ? await services.saved.listSavedIds(session.user.id, 'event') : new Set<string>();
  return {
    query,
    page,
    savedUids: page.items.filter((e) => saved.has(e.uid)).map((e) => e.uid),
    seo: {
      title: query.past ? t('events:meta.pastTitle') : t('events:meta.title'),
      description: t('events:meta.description'),
      // Later pages and filtered views are not separate pages for search engines.
      noIndex: Boolean(query.cursor || query.online !== undefined || params.has('language')),
      ...(query.past ? { canonicalQuery: 'past=true' } : {}),
    },
  };
}

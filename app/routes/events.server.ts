import { eventListQuerySchema, type EventListQuery } from '../../contracts/events.ts';
import { sessionOf } from '../features/account/guards.server.ts';
import type { Route } from './+types/events';

/** The query string as a list query; a filter that is not valid is left out rather than failing the page. */
function listQuery(params: URLSearchParams): EventListQuery {
  const raw: Record<string, string> = {};
  for (const key of ['cursor', 'past', 'online', 'language'] as const) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = eventListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return eventListQuerySchema.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
}

/** The events list: upcoming (or past) approved events; the save buttons' state when signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, t } = context;
  let query = listQuery(new URL(request.url).searchParams);
  const session = sessionOf(context);
  let page;
  try {
    page = await services.events.list(query);
  } catch {
    // A cursor that is not ours: the first page.
    query = { ...query, cursor: undefined };
    page = await services.events.list(query);
  }
  const saved = session ? await services.listSavedIds(session.user.id, 'event') : new Set<string>();
  return {
    query,
    page,
    savedUids: page.items.filter((e) => saved.has(e.uid)).map((e) => e.uid),
    seo: {
      title: query.past ? t('events:meta.pastTitle') : t('events:meta.title'),
      description: t('events:meta.description'),
      // Later pages and filtered views are not separate pages for search engines.
      noIndex: Boolean(query.cursor || query.online !== undefined || query.language),
      ...(query.past ? { canonicalQuery: 'past=true' } : {}),
    },
  };
}

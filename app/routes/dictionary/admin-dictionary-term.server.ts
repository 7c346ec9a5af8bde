import { dictionaryTermInputSchema } from '../../../contracts/dictionary.ts';
import { contentAction } from '../../features/admin/content-action.server.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-dictionary-term';

/** A term to edit, or an empty form at `/admin/dictionary/new`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t, services } = context;
  const isNew = params.id === 'new';
  const term = isNew
    ? null
    : await adminRecord(() => services.dictionary.admin.getDictionaryTerm(parseId(params.id)));
  return {
    term,
    saved: new URL(request.url).searchParams.get('notice') === 'saved',
    defaultValue: term ? { slug: term.slug, term: term.term, definition: term.definition } : {},
    seo: adminSeo(t, term ? term.term[context.locale] : t('company:admin.dictionary.new')),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = params.id === 'new' ? undefined : parseId(params.id);
  const admin = context.services.dictionary.admin;
  return contentAction({
    request,
    context,
    schema: dictionaryTermInputSchema,
    save: (input) => admin.saveDictionaryTerm(input, id),
    remove: id ? () => admin.deleteDictionaryTerm(id) : undefined,
    listPath: '/admin/dictionary',
    itemPath: (saved) => `/admin/dictionary/${saved.id}`,
  });
}

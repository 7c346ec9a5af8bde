import type { Route } from './+types/root';
import { namespaces } from './i18n/translator.ts';

/** Locale, the browser's translation catalogs and the public origin, for every page. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    locale: context.locale,
    messages: context.i18n.messages(context.locale, namespaces),
    origin: context.publicUrl,
  };
}

import { requireUser } from '../features/account/guards.server.ts';
import type { Route } from './+types/profile-soon';

/** The sections a later release fills: saved items, items added by the user, the CV. */
type Section = 'saved' | 'added' | 'cv';

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const last = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop();
  const section: Section = last === 'saved' || last === 'added' ? last : 'cv';
  const { t } = context;
  return {
    section,
    seo: {
      title: t(`profile:soon.${section}.title`),
      description: t(`profile:soon.${section}.text`),
      noIndex: true,
    },
  };
}

import { sessionOf } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/cv-landing';

/** The CV builder's landing page (docs/product/screens-and-routes.md cv-landing-page): the call to action depends on the visitor. */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = context;
  return {
    signedIn: sessionOf(context) !== null,
    seo: { title: t('cv:landing.metaTitle'), description: t('cv:landing.metaDescription') },
  };
}

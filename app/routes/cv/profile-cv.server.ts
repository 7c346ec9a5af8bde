import { data } from 'react-router';
import { requireUser } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/profile-cv';

/** The CV editor (docs/product/screens-and-routes.md account sections, CV data): the content, its sharing settings, the catalogue. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, mustVerifyEmail } = requireUser(request, context, { verified: true });
  const { services, t } = context;
  const seo = { title: t('cv:editor.metaTitle'), description: t('cv:editor.intro'), noIndex: true };
  if (mustVerifyEmail) return { mustVerifyEmail: true as const, email: user.email, seo };
  const settings = await services.cv.getMyCvSettings(user.id).catch(() => null);
  if (!settings) throw data(null, { status: 404 });
  return {
    mustVerifyEmail: false as const,
    email: user.email,
    cv: await services.cv.getMyCv(user.id),
    versions: await services.cv.getMyCvSectionVersions(user.id),
    hasPhoto: Boolean(await services.cv.getMyCvPhoto(user.id)),
    cvFile: await services.cv
      .getMyCvFile(user.id)
      .then((file) => (file ? { name: file.name, size: file.size, mimeType: file.mimeType } : null)),
    settings,
    linkStats: await services.cv.getCvLinkStats(user.id),
    technologies: await services.catalog.listTechnologyNames(),
    clientCvConsent: await services.clientCv.getClientCvConsent(user.id),
    clientCvWithdrawn: new URL(request.url).searchParams.get('clientCv') === 'withdrawn',
    seo,
  };
}

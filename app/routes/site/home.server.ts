import type { Route } from './+types/home';
import { localizePath } from '../../../core/shared/locale.ts';
import { portalJsonLd } from '../../features/jobs/job-posting.ts';
import { candidateRecommendations } from '../../features/jobs/recommendations.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale, t, publicUrl } = context;
  const [stats, topExpertises, top, newest, recommendations] = await Promise.all([
    services.jobs.getHomeStats(),
    services.jobs.getTopExpertises(),
    services.jobs.findJobs({ filter: {}, sort: 'default', page: 0, size: 6 }, locale),
    services.jobs.findJobs({ filter: {}, sort: 'newest', page: 0, size: 4 }, locale),
    // The signed-in candidate's best new matches; nothing (and no query) for anyone else.
    candidateRecommendations(context),
  ]);
  return {
    stats,
    topExpertises,
    topJobs: top.page.content,
    newestJobs: newest.page.content,
    recommendations,
    professions: top.filters.professions,
    feedTitle: t('blog:feed.title'),
    seo: {
      title: t('home:meta.title'),
      description: t('home:meta.description'),
      jsonLd: portalJsonLd({ origin: publicUrl, searchPath: localizePath(locale, '/jobs') }),
    },
  };
}

import { data } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import type { Route } from './+types/case-detail';

/** One case study in the page's language, with the others to continue with; 404 for an unknown one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { t, services, locale } = context;
  const slug = (params.caseId ?? '').slice(0, 80);
  const [item, all] = await Promise.all([
    services.company.getCaseStudy(slug, locale).catch((error: unknown) => {
      if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
      throw error;
    }),
    services.company.listCaseStudies(locale),
  ]);
  const index = all.findIndex((c) => c.slug === item.slug);
  const others = [...all.slice(index + 1), ...all.slice(0, index)].slice(0, 3);
  return {
    item,
    others: others.map((c) => ({ slug: c.slug, title: c.title, client: c.client })),
    seo: {
      title: t('company:caseDetail.metaTitle', { title: item.title }),
      description: item.summary.slice(0, 155),
      type: 'article' as const,
    },
  };
}

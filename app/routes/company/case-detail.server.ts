import { data } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { portalPublisher, sectionBreadcrumbs } from '../../seo/structured-data.ts';
import type { Route } from './+types/case-detail';

/**
 * One case study in the page's language, with the others to continue with; 404 for an unknown one.
 * Its JSON-LD: an Article about the client, and the breadcrumbs.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { t, services, locale, publicUrl } = context;
  const slug = (params.caseId ?? '').slice(0, 80);
  const [item, all] = await Promise.all([
    services.company.getCaseStudy(slug, locale).catch((error: unknown) => {
      if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
      throw error;
    }),
    services.company.listCaseStudies(locale),
  ]);
  const index = all.findIndex((c) => c.slug === item.slug);
  const url = publicUrl + localizePath(locale, `/cases/${item.slug}`);
  const others = [...all.slice(index + 1), ...all.slice(0, index)].slice(0, 3);
  return {
    item,
    others: others.map((c) => ({ slug: c.slug, title: c.title, client: c.client })),
    seo: {
      title: t('company:caseDetail.metaTitle', { title: item.title }),
      description: item.summary.slice(0, 155),
      type: 'article' as const,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: item.title,
          description: item.summary,
          articleSection: t('nav.cases'),
          about: { '@type': 'Organization', name: item.client },
          ...(item.technologies.length ? { keywords: item.technologies.join(', ') } : {}),
          inLanguage: locale,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          author: portalPublisher(publicUrl),
          publisher: portalPublisher(publicUrl),
        },
        sectionBreadcrumbs(context, 'cases', { name: item.title, url }),
      ],
    },
  };
}

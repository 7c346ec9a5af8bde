import { data } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { portalPublisher, sectionBreadcrumbs } from '../../seo/structured-data.ts';
import type { Route } from './+types/newsfeed-detail';

/**
 * One published link; 404 for unknown and unpublished ones. Its JSON-LD: an Article of the portal
 * based on the linked page, and the breadcrumbs.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  const link = await context.services.newsfeed.getNewsfeedLink(id).catch((error: unknown) => {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  });
  const { t, publicUrl, locale } = context;
  const url = publicUrl + localizePath(locale, `/newsfeed/${link.id}`);
  const description = (
    link.description ?? t('company:newsfeed.detailDescription', { site: link.siteName ?? '' })
  ).slice(0, 155);
  return {
    link,
    seo: {
      title: link.title,
      description,
      type: 'article' as const,
      ...(link.image ? { image: link.image } : {}),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: link.title,
          description,
          inLanguage: link.language,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          datePublished: link.publishedAt,
          isBasedOn: link.url,
          ...(link.image ? { image: link.image } : {}),
          ...(link.siteName ? { sourceOrganization: { '@type': 'Organization', name: link.siteName } } : {}),
          publisher: portalPublisher(publicUrl),
        },
        sectionBreadcrumbs(context, 'newsfeed', { name: link.title, url }),
      ],
    },
  };
}

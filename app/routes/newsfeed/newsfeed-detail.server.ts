import { data } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import type { Route } from './+types/newsfeed-detail';

/** One published link; 404 for unknown and unpublished ones. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  const link = await context.services.newsfeed.getNewsfeedLink(id).catch((error: unknown) => {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  });
  const { t } = context;
  return {
    link,
    seo: {
      title: link.title,
      description: (
        link.description ?? t('company:newsfeed.detailDescription', { site: link.siteName ?? '' })
      ).slice(0, 155),
      type: 'article' as const,
      ...(link.image ? { image: link.image } : {}),
    },
  };
}

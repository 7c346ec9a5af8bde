import { isbot } from 'isbot';
import { data } from 'react-router';
import type { Route } from './+types/job-detail';
import { hasErrorCode } from '../../core/shared/app-error.ts';
import { localizePath } from '../../core/shared/locale.ts';
import { jobPostingJsonLd } from '../features/jobs/job-posting.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, locale, t, publicUrl } = context;
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0)
    throw data(null, { status: 404 });
  let job;
  try {
    job = await services.getJob(id, locale);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  const [similar] = await Promise.all([
    services.findSimilarJobs(id, locale),
    isbot(request.headers.get('user-agent') ?? '') ? undefined : services.recordJobView(id),
  ]);
  const now = new Date();
  const url = publicUrl + localizePath(locale, `/jobs/${id}`);
  const text = job.description
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    job,
    similar,
    seo: {
      title: t('jobs:meta.detailTitle', { name: job.name, city: job.city }),
      description: text.length > 155 ? `${text.slice(0, 154)}…` : text,
      jsonLd: jobPostingJsonLd(job, { url, origin: publicUrl, now }),
    },
  };
}

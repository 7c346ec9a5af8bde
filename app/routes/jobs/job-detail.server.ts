import { isbot } from 'isbot';
import { data } from 'react-router';
import type { Route } from './+types/job-detail';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { jobPostingJsonLd } from '../../features/jobs/job-posting.ts';
import { markResponded, personalJobMarks } from '../../features/jobs/personal-marks.server.ts';
import { sectionBreadcrumbs } from '../../seo/structured-data.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, locale, t, publicUrl } = context;
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0)
    throw data(null, { status: 404 });
  let job;
  try {
    job = await services.jobs.getJob(id, locale);
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  const [similar, , marks] = await Promise.all([
    services.jobs.findSimilarJobs(id, locale),
    isbot(request.headers.get('user-agent') ?? '') ? undefined : services.jobs.recordJobView(id),
    personalJobMarks(context, [id]),
  ]);
  // Just applied (the apply step redirects here with ?applied=1): the confirmation and the
  // "already responded" state are shown for this page view.
  const justApplied = marks.signedIn && new URL(request.url).searchParams.get('applied') === '1';
  if (justApplied) marks.applied.add(id);
  const now = new Date();
  const url = publicUrl + localizePath(locale, `/jobs/${id}`);
  const text = job.description
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
  const [marked] = markResponded([job], marks.applied);
  // The signed-in candidate's match with this job (ADR 121); never an admin's nor a visitor's.
  const session = context.account?.session;
  const match =
    session && session.user.role !== 'admin' ? await services.jobs.matchJob(session.user.id, job) : null;
  return {
    job: marked!,
    match,
    similar,
    signedIn: marks.signedIn,
    saved: marks.saved.has(String(id)),
    justApplied,
    seo: {
      title: snippetTitle(t('jobs:meta.detailTitle', { name: job.name, city: job.city }), job.name),
      description: text.length > 150 ? `${text.slice(0, 149).trimEnd()}…` : text,
      // The card drawn by server/share-images.ts: title, pay and place.
      image: localizePath(locale, `/share-images/jobs/${id}.png`),
      imageAlt: t('jobs:meta.shareImageAlt', { name: job.name, city: job.city }),
      imageSize: { width: 1200, height: 630 },
      jsonLd: [
        jobPostingJsonLd(job, { url, origin: publicUrl, now }),
        sectionBreadcrumbs(context, 'jobs', { name: job.name, url }),
      ],
    },
  };
}

/** The page title before the product suffix, short enough for a search result (≤ 60 with it). */
function snippetTitle(full: string, name: string): string {
  if (full.length <= TITLE_ROOM) return full;
  return name.length <= TITLE_ROOM ? name : `${name.slice(0, TITLE_ROOM - 1).trimEnd()}…`;
}
const TITLE_ROOM = 47;

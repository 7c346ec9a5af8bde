import { data } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { rankedCandidatesQuerySchema } from '../../../contracts/recruiters.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, askFirst, parseId } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-job-candidates';

/** Refusals of an invitation the page explains (the rest are errors). */
const REFUSALS = [
  'ALREADY_INVITED',
  'ALREADY_APPLIED',
  'RATE_LIMITED',
  'NOT_FOUND',
  'job_application_unavailable',
] as const;

/** A job's candidates who let recruiters find them, ranked by the match score (ADR 122), one page at a time. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const query = rankedCandidatesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const page = query.success ? query.data.page : 1;
  const job = await adminRecord(() => context.services.jobs.admin.getAdminJob(id));
  const [ranked, enums] = await Promise.all([
    context.services.recruiters.admin.rankJobCandidates(id, page),
    context.services.catalog.listEnums(context.locale),
  ]);
  const professions = Object.fromEntries(enums.professions.map((p) => [p.value, p.displayString]));
  const { t } = context;
  return {
    job: {
      id: job.id,
      name: job.name,
      status: job.status,
      expired: job.expired,
      profession: professions[job.profession] ?? job.profession,
    },
    ranked,
    professions,
    seo: adminSeo(t, t('admin:ranked.metaTitle', { name: job.name })),
  };
}

/** Invites one candidate to apply, after the admin confirms (ADR 140). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = parseId(params.id);
  const formData = await request.formData();
  const userId = String(formData.get('userId') ?? '').trim();
  if (formData.get('intent') !== 'invite' || !userId || userId.length > 64) throw data(null, { status: 400 });
  const ask = askFirst(formData, 'invite', ['userId']);
  if (ask) return ask;
  try {
    await context.services.recruiters.admin.inviteCandidate(id, userId, admin.user.id);
    return { invited: userId, refused: null };
  } catch (error) {
    const refused = REFUSALS.find((code) => hasErrorCode(error, code));
    if (refused)
      return data({ invited: null, refused, userId }, { status: refused === 'RATE_LIMITED' ? 429 : 409 });
    throw error;
  }
}

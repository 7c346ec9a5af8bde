import { data } from 'react-router';
import { extraRequestStatuses } from '../../../contracts/admin.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId, recordIntent, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-extra-request';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const extra = await adminRecord(() => context.services.extraRequests.admin.getExtraRequest(id));
  const jobQuery = queryParam(new URL(request.url).searchParams, 'jobQuery');
  const candidates = jobQuery
    ? await context.services.jobs.admin.listAdminJobs({ query: jobQuery, status: 'published', page: 1 })
    : null;
  const matched = new Set(extra.matchedJobs.map((j) => j.id));
  const { t } = context;
  return {
    extra,
    jobQuery,
    found: candidates
      ? candidates.items
          .filter((j) => !matched.has(j.id))
          .map((j) => ({ id: j.id, name: j.name, city: j.city, partner: j.partner }))
      : null,
    seo: adminSeo(t, t('admin:extraRequest.metaTitle', { name: extra.name })),
  };
}

/** Adds or removes a matched job ("add" / "remove" with `jobId`), or sets the status ("status"). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { id, formData, intent } = await recordIntent({ request, params, context });
  const admin = context.services.extraRequests.admin;
  const current = await adminRecord(() => admin.getExtraRequest(id));
  const ids = current.matchedJobs.map((j) => j.id);
  const jobId = Number(formData.get('jobId'));
  try {
    if (intent === 'add' && Number.isSafeInteger(jobId) && jobId > 0) {
      await admin.matchExtraRequest(id, [...ids, jobId]);
      return { notice: 'added' as const, error: null };
    }
    if (intent === 'remove') {
      await admin.matchExtraRequest(
        id,
        ids.filter((j) => j !== jobId),
      );
      return { notice: 'removed' as const, error: null };
    }
    const status = formData.get('status');
    if (intent === 'status' && (extraRequestStatuses as readonly unknown[]).includes(status)) {
      await admin.matchExtraRequest(id, ids, status as (typeof extraRequestStatuses)[number]);
      return { notice: 'status' as const, error: null };
    }
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION_FAILED'))
      return data({ notice: null, error: 'validation.publishedJobs' }, { status: 400 });
    throw error;
  }
  return data({ notice: null, error: 'validation.invalid' }, { status: 400 });
}

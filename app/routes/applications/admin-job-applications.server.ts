import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-job-applications';

/** The applications for one job, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const job = await adminRecord(() => context.services.jobs.admin.getAdminJob(id));
  const applications = await context.services.applications.admin.listJobApplications(id);
  const { t } = context;
  return {
    job: { id: job.id, name: job.name, status: job.status, expired: job.expired },
    applications,
    seo: adminSeo(t, t('admin:applications.metaTitle', { name: job.name })),
  };
}

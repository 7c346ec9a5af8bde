import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin';

/**
 * The dashboard: what waits for the admins (new applications, referrals and extra requests), the
 * jobs by status, how many e-mails the outbox holds (null with SMTP) and the latest audit entry.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const [overview, outbox, events, newApplications, undelivered] = await Promise.all([
    context.services.admin.getAdminOverview(),
    context.services.outbox.admin.listOutbox(100),
    context.services.accounts.admin.listAuthEvents(1),
    context.services.admin.locateNewApplications(),
    context.services.outbox.admin.listUndeliveredEmails(),
  ]);
  const latest = events[0];
  const { t } = context;
  return {
    overview,
    outboxCount: outbox ? outbox.length : null,
    /** Where "N new applications" leads: the application, or the job's applications. */
    newApplicationsPath: newApplications
      ? 'applicationId' in newApplications
        ? `/admin/applications/${newApplications.applicationId}`
        : `/admin/jobs/${newApplications.jobId}/applications`
      : '/admin/jobs',
    undeliveredCount: undelivered.length,
    latestEvent: latest ? { type: latest.type, createdAt: latest.createdAt.toISOString() } : null,
    seo: adminSeo(t, t('admin:dashboard.metaTitle')),
  };
}

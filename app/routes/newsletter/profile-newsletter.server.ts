import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { newsletterFormSchema } from '../../features/accounts/settings/schemas.ts';
import { createAlertFromForm } from './job-alerts.server.ts';
import type { Route } from './+types/profile-newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const profile = await context.services.accounts.getCandidateProfile(user.id);
  if (!profile) throw data(null, { status: 404 });
  const { t } = context;
  return {
    settings: { newsletterJobs: profile.newsletterJobs, newsletterNews: profile.newsletterNews },
    jobAlerts: await context.services.newsletter.listMyJobAlerts(user.id),
    // A "jobs that match my CV" alert needs technologies in the CV (ADR 126).
    matchReady: await context.services.newsletter.matchAlertReady(user.id),
    seo: {
      title: t('profile:newsletter.metaTitle'),
      description: t('profile:meta.description'),
      noIndex: true,
    },
  };
}

/**
 * Both switches with `updateNotificationSettings` (answers with the fields that changed), or a new
 * "jobs that match my CV" alert (answers like the job list's alert form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'match-alert') {
    form.delete('email');
    form.delete('filter');
    const reply = await createAlertFromForm(form, context);
    if ('init' in reply)
      return data({ matchAlert: reply.data, changed: null, savedAt: null }, reply.init ?? undefined);
    return { matchAlert: reply, changed: null, savedAt: null };
  }
  const submission = parseWithZod(form, { schema: newsletterFormSchema });
  if (submission.status !== 'success')
    return data({ matchAlert: null, changed: null, savedAt: null }, { status: 400 });
  const changed = await context.services.accounts.updateNotificationSettings(user.id, submission.value);
  return { matchAlert: null, changed, savedAt: Date.now() };
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { newsletterFormSchema } from '../../features/accounts/settings/schemas.ts';
import type { Route } from './+types/profile-newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const profile = await context.services.accounts.getCandidateProfile(user.id);
  if (!profile) throw data(null, { status: 404 });
  const { t } = context;
  return {
    settings: { newsletterJobs: profile.newsletterJobs, newsletterNews: profile.newsletterNews },
    jobAlerts: await context.services.newsletter.listMyJobAlerts(user.id),
    seo: {
      title: t('profile:newsletter.metaTitle'),
      description: t('profile:meta.description'),
      noIndex: true,
    },
  };
}

/** Both switches with `updateNotificationSettings`; answers with the fields that changed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: newsletterFormSchema });
  if (submission.status !== 'success') return data({ changed: null, savedAt: null }, { status: 400 });
  const changed = await context.services.accounts.updateNotificationSettings(user.id, submission.value);
  return { changed, savedAt: Date.now() };
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { hasErrorCode, type AppError } from '../../../core/shared/app-error.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { profileFormOptions } from '../../features/accounts/profile-options.server.ts';
import { candidateRecommendations } from '../../features/jobs/recommendations.server.ts';
import {
  basicSettingsDefaults,
  withOwnTechnologies,
} from '../../features/accounts/settings/basic-settings.server.ts';
import { basicSettingsSchema } from '../../features/accounts/settings/schemas.ts';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const [profile, options, recommendations, dismissedJobs] = await Promise.all([
    context.services.accounts.getCandidateProfile(user.id),
    profileFormOptions(request, context),
    candidateRecommendations(context),
    // Only a candidate can set jobs aside (an admin has no marks).
    context.services.jobs.listDismissedJobs(user.id),
  ]);
  if (!profile) throw data(null, { status: 404 });
  const { t } = context;
  return {
    options: withOwnTechnologies(options, profile),
    defaultValue: basicSettingsDefaults(profile),
    expertiseNames: profile.expertises.map((e) => e.name),
    recommendations,
    dismissedJobs,
    seo: { title: t('profile:basic.metaTitle'), description: t('profile:meta.description'), noIndex: true },
  };
}

/** Saves the basic settings with `updateCandidateProfile`; its field errors go under their fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: basicSettingsSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), savedAt: null }, { status: 400 });
  }
  try {
    await context.services.accounts.updateCandidateProfile(user.id, submission.value);
  } catch (error) {
    if (!hasErrorCode(error, 'VALIDATION_FAILED')) throw error;
    const fieldErrors = (error as AppError).fieldErrors ?? {};
    return data(
      {
        result: submission.reply(
          Object.keys(fieldErrors).length ? { fieldErrors } : { formErrors: ['errors.validation'] },
        ),
        savedAt: null,
      },
      { status: 400 },
    );
  }
  return { result: submission.reply(), savedAt: Date.now() };
}

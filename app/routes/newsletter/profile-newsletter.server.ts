import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { newsletterFormSchema } from '../../features/accounts/settings/schemas.ts';
import { isDigestMinScore } from '../../../core/newsletter/jobs-digest-match.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import type { DigestMatchReply } from '../../features/newsletter/digest-match-form.tsx';
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
    // The weekly jobs digest by the CV's match (ADR 127): null for an account that is no candidate.
    digestMatch: await context.services.newsletter.getJobsDigestMatch(user.id),
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
  const none = { matchAlert: null, digestMatch: null, changed: null, savedAt: null };
  if (form.get('intent') === 'match-alert') {
    form.delete('email');
    form.delete('filter');
    const reply = await createAlertFromForm(form, context);
    if ('init' in reply) return data({ ...none, matchAlert: reply.data }, reply.init ?? undefined);
    return { ...none, matchAlert: reply };
  }
  if (form.get('intent') === 'digest-match') {
    const reply = await digestMatchFromForm(form, user.id, context);
    return data({ ...none, digestMatch: reply }, { status: reply.fieldErrors ? 400 : 200 });
  }
  const submission = parseWithZod(form, { schema: newsletterFormSchema });
  if (submission.status !== 'success') return data(none, { status: 400 });
  const changed = await context.services.accounts.updateNotificationSettings(user.id, submission.value);
  return { ...none, changed, savedAt: Date.now() };
}

/**
 * "Only jobs that match my CV, at least N %" of the jobs digest (ADR 127): the box ticked needs a
 * whole number 1–100 (VALIDATION_FAILED with the translated field error and the typed values kept
 * otherwise); unticked clears it. The use case's own refusals (no digest, no CV technologies) come
 * back the same way.
 */
async function digestMatchFromForm(
  form: FormData,
  userId: string,
  context: Route.ActionArgs['context'],
): Promise<DigestMatchReply> {
  const on = form.get('digestMatch') === 'on';
  const typed = String(form.get('minScore') ?? '').trim();
  const values = { digestMatch: on, minScore: typed.slice(0, 12) };
  const score = /^\d{1,3}$/.test(typed) ? Number(typed) : NaN;
  const refused = (fieldErrors: Record<string, string[]>) => ({
    values,
    code: 'VALIDATION_FAILED',
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([field, keys]) => [field, keys.map((key) => context.t(key))]),
    ),
  });
  if (on && !isDigestMinScore(score)) return refused({ minScore: ['validation.matchScore'] });
  try {
    await context.services.newsletter.setJobsDigestMatch(userId, on ? score : null);
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION_FAILED'))
      return refused((error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {});
    if (hasErrorCode(error, 'MATCH_NEEDS_CANDIDATE')) throw data(null, { status: 404 });
    throw error;
  }
  return { values, savedAt: Date.now() };
}

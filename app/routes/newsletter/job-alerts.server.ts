import { data, redirect } from 'react-router';
import { createJobAlertSchema, updateJobAlertSchema } from '../../../contracts/newsletter.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { safeRedirectPath } from '../../features/accounts/redirect-target.server.ts';
import type { Route } from './+types/job-alerts';
import type { JobAlertReply } from '../../features/newsletter/alert-fields.tsx';

/** Nothing to show: a typed URL goes to the job list. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.locale, '/jobs'));
}

/**
 * The job-alert form's POST (the `/job-alerts` route for the fetcher, and the job list's own action so
 * that a form sent without JavaScript comes back to the list with the message): the API's schema and
 * use case, the public forms' rate limit. Answers field errors (translated, with the typed address
 * kept), a form error, or that the confirmation was sent.
 */
export async function createAlertFromForm(
  form: FormData,
  context: Route.ActionArgs['context'],
): Promise<ReturnType<typeof data<JobAlertReply>> | JobAlertReply> {
  let filter: unknown = {};
  try {
    filter = JSON.parse(String(form.get('filter') ?? '{}'));
  } catch {
    filter = null;
  }
  const minScore = form.get('minScore');
  // A "jobs that match my CV" alert goes to the account's own address (ADR 126).
  const email = String(form.get('email') ?? context.account?.session?.user.email ?? '');
  const parsed = createJobAlertSchema.safeParse({
    email,
    language: form.get('language') ?? context.locale,
    frequency: form.get('frequency') ?? 'daily',
    consent: form.get('consent') ?? undefined,
    filter,
    ...(minScore !== null ? { minScore: /^\d{1,3}$/.test(String(minScore)) ? Number(minScore) : -1 } : {}),
  });
  const { t } = context;
  const values = {
    email: email.slice(0, 254),
    frequency: String(form.get('frequency') ?? '').slice(0, 20),
    minScore: String(minScore ?? '').slice(0, 3),
  };
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      const message = issue.message.startsWith('validation.') ? t(issue.message) : t('validation.invalid');
      (fieldErrors[field] ??= []).push(message);
    }
    return data({ fieldErrors, values }, { status: 400 });
  }
  try {
    await context.services.rateLimits.limitRate('publicForm', `job-alert:${context.clientIp}`);
    await context.services.newsletter.createJobAlert(
      parsed.data,
      context.account?.session?.user.id,
      context.clientIp,
    );
  } catch (error) {
    if (hasErrorCode(error, 'RATE_LIMITED'))
      return data({ formError: t('errors.rateLimited'), values }, { status: 429 });
    if (hasErrorCode(error, 'MATCH_NEEDS_CANDIDATE'))
      return data({ formError: t('validation.matchNeedsAccount'), values }, { status: 400 });
    if (hasErrorCode(error, 'VALIDATION_FAILED')) {
      const fields = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      const fieldErrors = Object.fromEntries(
        Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => t(key))]),
      );
      return data({ fieldErrors, values }, { status: 400 });
    }
    throw error;
  }
  return { sent: true };
}

/** Saves the job list's filters as an alert; the profile's alert list manages alerts here too. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'update' || intent === 'delete') return manage(request, context, form, intent);
  const reply = await createAlertFromForm(form, context);
  // A form sent without JavaScript to this address (an older page) goes back to the list.
  if (request.headers.get('accept')?.includes('text/html') && 'sent' in reply) {
    const back = safeRedirectPath(form.get('back')) ?? localizePath(context.locale, '/jobs');
    return redirect(back);
  }
  return reply;
}

/** The profile's alert list: pause, resume, change the frequency, delete (the owner only). */
async function manage(
  request: Request,
  context: Route.ActionArgs['context'],
  form: FormData,
  intent: 'update' | 'delete',
) {
  const { user } = requireUser(request, context);
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 400 });
  const back = localizePath(context.locale, '/profile/newsletter');
  try {
    if (intent === 'delete') await context.services.newsletter.deleteJobAlert(user.id, id);
    else {
      const changes = updateJobAlertSchema.safeParse({
        ...(form.get('status') ? { status: form.get('status') } : {}),
        ...(form.get('frequency') ? { frequency: form.get('frequency') } : {}),
      });
      if (!changes.success) throw data(null, { status: 400 });
      await context.services.newsletter.updateJobAlert(user.id, id, changes.data);
    }
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
  return redirect(back);
}

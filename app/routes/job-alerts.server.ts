import { data, redirect } from 'react-router';
import { createJobAlertSchema, updateJobAlertSchema } from '../../contracts/newsletter.ts';
import { requireUser } from '../features/account/guards.server.ts';
import { hasErrorCode } from '../../core/shared/app-error.ts';
import { localizePath } from '../../core/shared/locale.ts';
import { safeRedirectPath } from '../features/account/redirect-target.server.ts';
import type { Route } from './+types/job-alerts';

/** Nothing to show: a typed URL goes to the job list. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.locale, '/jobs'));
}

/**
 * Saves the job list's filters as an alert (the API's schema and use case, the public forms' rate
 * limit). Answers the form's fetcher; without JavaScript it returns to the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'update' || intent === 'delete') return manage(request, context, form, intent);
  let filter: unknown = {};
  try {
    filter = JSON.parse(String(form.get('filter') ?? '{}'));
  } catch {
    filter = null;
  }
  const parsed = createJobAlertSchema.safeParse({
    email: form.get('email') ?? '',
    language: form.get('language') ?? context.locale,
    frequency: form.get('frequency') ?? 'daily',
    consent: form.get('consent') ?? undefined,
    filter,
  });
  const back = safeRedirectPath(form.get('back')) ?? localizePath(context.locale, '/jobs');
  const { t } = context;
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      const message = issue.message.startsWith('validation.') ? t(issue.message) : t('validation.invalid');
      (fieldErrors[field] ??= []).push(message);
    }
    return data({ fieldErrors }, { status: 400 });
  }
  try {
    await context.services.limitRate('publicForm', `job-alert:${context.clientIp}`);
    await context.services.newsletter.createJobAlert(
      parsed.data,
      context.account?.session?.user.id,
      context.clientIp,
    );
  } catch (error) {
    if (hasErrorCode(error, 'RATE_LIMITED'))
      return data({ formError: t('errors.rateLimited') }, { status: 429 });
    throw error;
  }
  // A form sent without JavaScript (a document request) goes back to the list.
  if (request.headers.get('accept')?.includes('text/html')) return redirect(back);
  return { sent: true };
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

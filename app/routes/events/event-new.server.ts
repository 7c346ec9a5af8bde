import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { eventFormDefaults, saveEventForm } from '../../features/events/event-form.server.ts';
import type { Route } from './+types/event-new';

/** The submission form (signed-in users); `?sent=1` after a submission. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { t, locale } = context;
  return {
    sent: new URL(request.url).searchParams.get('sent') === '1',
    defaults: eventFormDefaults(undefined, locale),
    seo: { title: t('events:form.metaTitle'), description: t('events:form.metaDescription'), noIndex: true },
  };
}

/** Submits the event (pending until an admin approves it), then shows the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const outcome = await saveEventForm({
    context,
    formData: await request.formData(),
    kind: 'submission',
    save: async (input, uploads) => {
      await context.services.rateLimits.limitRate('publicForm', `event:${user.id}`);
      return context.services.events.submitEvent(user.id, input, uploads, context.locale);
    },
  });
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status });
  return redirect(localizePath(context.locale, '/events/new?sent=1'));
}

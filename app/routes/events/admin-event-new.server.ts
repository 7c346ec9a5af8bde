import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import { eventFormDefaults, saveEventForm } from '../../features/events/event-form.server.ts';
import type { Route } from './+types/admin-event-new';

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return { defaults: eventFormDefaults(undefined, context.locale), seo: adminSeo(t, t('events:admin.new')) };
}

/** Creates an approved event (past ones too), then opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const outcome = await saveEventForm({
    context,
    formData: await request.formData(),
    kind: 'create',
    save: (input, uploads) => context.services.events.admin.saveEvent(input, uploads, context.locale),
  });
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status });
  return redirect(localizePath(context.locale, `/admin/events/${outcome.saved.uid}?notice=saved`));
}

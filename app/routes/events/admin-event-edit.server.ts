import { data, redirect } from 'react-router';
import { eventRejectionSchema, EVENT_UID_PATTERN } from '../../../contracts/events.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, askFirst } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import { eventFormDefaults, saveEventForm } from '../../features/events/event-form.server.ts';
import type { Route } from './+types/admin-event-edit';

const NOTICES = ['saved', 'approved', 'rejected', 'canceled', 'restored'] as const;
type Notice = (typeof NOTICES)[number];

function uidOf(params: { uid?: string }): string {
  const uid = params.uid ?? '';
  if (!EVENT_UID_PATTERN.test(uid) || uid.length > 64) throw data(null, { status: 404 });
  return uid;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const event = await adminRecord(() => context.services.events.admin.getAdminEvent(uidOf(params)));
  const notice = new URL(request.url).searchParams.get('notice');
  const { t } = context;
  return {
    event,
    notice: (NOTICES as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null,
    defaults: eventFormDefaults(event, context.locale),
    seo: adminSeo(t, t('events:admin.edit')),
  };
}

/**
 * Approves, rejects (with a reason), cancels, restores or saves the event, by the button pressed;
 * rejecting and cancelling are confirmed first (ADR 140).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context);
  const uid = uidOf(params);
  const admin = context.services.events.admin;
  const formData = await request.formData();
  const intent = formData.get('intent');
  const back = (notice: Notice) =>
    redirect(localizePath(context.locale, `/admin/events/${uid}?notice=${notice}`));
  if (intent === 'approve') {
    await adminRecord(() => admin.reviewEvent(uid, 'approved'));
    return back('approved');
  }
  if (intent === 'reject') {
    const parsed = eventRejectionSchema.safeParse({ reason: formData.get('reason') ?? '' });
    if (!parsed.success) return data({ rejectError: 'validation.required' }, { status: 400 });
    const ask = askFirst(formData, 'reject', ['reason']);
    if (ask) return ask;
    await adminRecord(() => admin.reviewEvent(uid, 'rejected', parsed.data.reason));
    return back('rejected');
  }
  if (intent === 'cancel') {
    const ask = askFirst(formData, 'cancel');
    if (ask) return ask;
  }
  if (intent === 'cancel' || intent === 'restore') {
    await adminRecord(() => admin.setEventCanceled(uid, intent === 'cancel'));
    return back(intent === 'cancel' ? 'canceled' : 'restored');
  }
  const outcome = await saveEventForm({
    context,
    formData,
    kind: 'edit',
    save: (input, uploads) => adminRecord(() => admin.saveEvent(input, uploads, context.locale, uid)),
  });
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status });
  return back('saved');
}

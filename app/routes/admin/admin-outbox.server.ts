import { redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-outbox';

/**
 * The newest e-mails of the embedded outbox (null when mail goes out by SMTP) and, whatever the
 * delivery, the e-mails that could not be queued or sent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const [outbox, undelivered] = await Promise.all([
    context.services.outbox.admin.listOutbox(200),
    context.services.outbox.admin.listUndeliveredEmails(),
  ]);
  const { t } = context;
  return {
    messages: outbox ? outbox.map(({ id, to, subject, date }) => ({ id, to, subject, date })) : null,
    undelivered,
    retried: new URL(request.url).searchParams.get('notice') === 'retried',
    seo: adminSeo(t, t('admin:outbox.metaTitle')),
  };
}

/** Queues an undelivered e-mail again. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await request.formData();
  const id = parseId(String(form.get('retry') ?? ''));
  await adminRecord(() => context.services.outbox.admin.retryEmail(id));
  return redirect(localizePath(context.locale, '/admin/outbox?notice=retried'));
}

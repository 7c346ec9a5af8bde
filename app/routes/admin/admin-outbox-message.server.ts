import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-outbox-message';

/** One e-mail of the outbox: 404 when there is none by that id (or mail goes out by SMTP). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const message = await context.services.outbox.admin.readOutboxMessage(params.id);
  if (!message) throw data(null, { status: 404 });
  const { t } = context;
  return {
    message: {
      id: message.id,
      messageId: message.messageId,
      to: message.to,
      subject: message.subject,
      date: message.date,
      language: message.language ?? null,
      text: message.text,
      html: message.html,
    },
    seo: adminSeo(t, t('admin:message.metaTitle', { subject: message.subject })),
  };
}

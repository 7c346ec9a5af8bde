import { requireAdmin } from '../features/admin/guard.server.ts';
import { adminSeo } from '../features/admin/seo.server.ts';
import type { Route } from './+types/admin-outbox';

/** The newest e-mails of the embedded outbox; null when mail goes out by SMTP. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const outbox = await context.services.listOutbox(200);
  const { t } = context;
  return {
    messages: outbox ? outbox.map(({ id, to, subject, date }) => ({ id, to, subject, date })) : null,
    seo: adminSeo(t, t('admin:outbox.metaTitle')),
  };
}

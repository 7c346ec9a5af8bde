import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-contact';

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const message = await adminRecord(() =>
    context.services.contact.admin.getContactMessage(parseId(params.id)),
  );
  const { t } = context;
  return {
    message,
    seo: adminSeo(
      t,
      t('admin:contact.metaTitle', { name: message.name ?? message.company ?? message.phone }),
    ),
  };
}

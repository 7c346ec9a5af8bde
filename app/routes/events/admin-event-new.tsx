import { useActionData, useLoaderData } from 'react-router';
import { AdminCard, AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { EventForm } from '../../features/events/event-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-event-new.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './admin-event-new.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({
  image: 'validation.imageSize',
  organizerImage: 'validation.imageSize',
});
export const meta = routeMeta;

/** An admin adds an event: it is published at once. */
export default function AdminEventNew() {
  const { defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('events');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader title={t('admin.new')} back={{ to: href('/admin/events'), label: t('admin.title') }} />
      <AdminCard>
        <EventForm
          id="admin-event-form"
          lastResult={replyOf(actionData)}
          defaultValue={defaults}
          submitLabel={t('admin.save')}
          pastAllowed
        />
      </AdminCard>
    </div>
  );
}

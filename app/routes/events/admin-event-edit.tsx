import { Ban, Check, ExternalLink, RotateCcw, X } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { AdminCard, AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { ConfirmDialog, IntentForm } from '../../features/admin/intent-form.tsx';
import { EventForm } from '../../features/events/event-form.tsx';
import { EventStatusBadge } from '../../features/events/event-status.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf, useSubmitting } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-event-edit.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './admin-event-edit.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({
  image: 'validation.imageSize',
  organizerImage: 'validation.imageSize',
});
export const meta = routeMeta;

/** An event for the admin: review it (approve, reject with a reason), cancel or restore it, edit it. */
export default function AdminEventEdit() {
  const { event, notice, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('events');
  const { t: tc } = useTranslation('common');
  const { href } = useLocale();
  const rejecting = useSubmitting('reject');
  const rejectError = actionData && 'rejectError' in actionData ? [tc(actionData.rejectError)] : undefined;
  const rejectReason = actionData && 'carried' in actionData ? (actionData.carried.reason ?? '') : '';
  return (
    <div>
      <AdminPageHeader
        title={event.name}
        back={{ to: href('/admin/events'), label: t('admin.title') }}
        badges={
          <>
            <EventStatusBadge status={event.status} />
            {event.canceledAt ? <Badge tone="red">{t('card.canceled')}</Badge> : null}
          </>
        }
        intro={
          event.submittedBy
            ? t('admin.submittedBy', { name: event.submittedBy.name, email: event.submittedBy.email })
            : undefined
        }
        actions={
          event.status === 'approved' ? (
            <Link
              to={href(`/events/${event.uid}`)}
              className="inline-flex items-center gap-1.5 text-sm font-medium"
            >
              {t('admin.viewPublic')} <ExternalLink className="size-4" aria-hidden />
            </Link>
          ) : null
        }
      />
      {notice ? (
        <FormAlert tone="success" title={t(`admin.${notice}`)} className="mb-6">
          {null}
        </FormAlert>
      ) : null}
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <AdminCard title={t('admin.review')}>
          <div className="space-y-4">
            {event.status === 'approved' ? null : (
              <IntentForm intent="approve" icon={<Check className="size-4" aria-hidden />}>
                {t('admin.approve')}
              </IntentForm>
            )}
            <ConfirmDialog
              intent="reject"
              confirmation={{
                title: t('admin.rejectConfirm.title'),
                text: t('admin.rejectConfirm.text', { reason: rejectReason }),
                button: t('admin.reject'),
              }}
            />
            {event.status === 'rejected' ? (
              event.rejectionReason ? (
                <p className="text-sm text-rose-800">
                  {t('added.reason', { reason: event.rejectionReason })}
                </p>
              ) : null
            ) : (
              <Form method="post" noValidate className="space-y-3">
                <TextArea
                  id="reject-reason"
                  name="reason"
                  label={t('admin.reason')}
                  rows={2}
                  required
                  maxLength={1000}
                  defaultValue={rejectReason}
                  {...(rejectError ? { errors: rejectError } : {})}
                />
                <Button
                  type="submit"
                  name="intent"
                  value="reject"
                  variant="danger"
                  block
                  pending={rejecting}
                  icon={<X className="size-4" aria-hidden />}
                >
                  {t('admin.reject')}
                </Button>
              </Form>
            )}
          </div>
        </AdminCard>
        <AdminCard title={t('admin.cancelTitle')}>
          {event.canceledAt ? (
            <IntentForm
              intent="restore"
              variant="secondary"
              icon={<RotateCcw className="size-4" aria-hidden />}
            >
              {t('admin.restore')}
            </IntentForm>
          ) : (
            <IntentForm
              intent="cancel"
              variant="danger"
              icon={<Ban className="size-4" aria-hidden />}
              confirm={{ title: t('admin.cancelConfirm.title'), text: t('admin.cancelConfirm.text') }}
            >
              {t('admin.cancel')}
            </IntentForm>
          )}
        </AdminCard>
      </div>
      <AdminCard title={t('admin.edit')}>
        <EventForm
          id="admin-event-form"
          lastResult={replyOf(actionData)}
          defaultValue={defaults}
          submitLabel={t('admin.save')}
          imagesOptional
          pastAllowed
          images={{ image: event.imageUrl, organizerImage: event.organizer.imageUrl }}
        />
      </AdminCard>
    </div>
  );
}

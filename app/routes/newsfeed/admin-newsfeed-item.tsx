import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Eye, EyeOff, ExternalLink, Save, Send } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { locales } from '../../../contracts/enums.ts';
import { linkUpdateSchema } from '../../../contracts/newsfeed.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AdminCard, AdminPageHeader, DetailList, None } from '../../features/admin/admin-page.tsx';
import { IntentForm } from '../../features/admin/intent-form.tsx';
import { DeleteForm } from '../../features/admin/content-form.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf, useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-newsfeed-item.server.ts';

export { action, loader } from './admin-newsfeed-item.server.ts';
export const meta = routeMeta;

const constraint = constraintOf(linkUpdateSchema, ['keepImage', 'keepFavicon', 'siteName', 'description']);

/** One newsfeed link: every preview field to edit, its publication, clicks and deletion. */
export default function AdminNewsfeedItem() {
  const { link, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation('common');
  const { locale, href } = useLocale();
  const control = useControlProps();
  const saving = useSubmitting('save');
  const [form, fields] = useSchemaForm({
    id: 'link-form',
    schema: async () => linkUpdateSchema,
    constraint,
    lastResult: replyOf(actionData),
    defaultValue: {
      title: link.title,
      siteName: link.siteName ?? '',
      description: link.description ?? '',
      language: link.language,
      keepImage: link.image ? 'on' : '',
      keepFavicon: link.favicon ? 'on' : '',
    },
  });
  const none = <None label={t('admin.none')} />;
  return (
    <div>
      <AdminPageHeader
        title={link.title}
        back={{ to: href('/admin/newsfeed'), label: t('admin.links.back') }}
        badges={
          link.published ? (
            <Badge tone="green">{t('admin.links.statuses.published')}</Badge>
          ) : (
            <Badge tone="amber">{t('admin.links.statuses.unpublished')}</Badge>
          )
        }
        intro={link.url}
      />
      {notice && !actionData ? (
        <FormAlert tone="success" className="mb-6">
          {t(`admin.notices.${notice}`)}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Form method="post" {...getFormProps(form)} className="order-2 min-w-0 space-y-6 lg:order-1">
          {form.status === 'error' ? (
            <FormAlert tone="error" title={t('admin.failedTitle')} focus>
              {t('admin.failedText')}
            </FormAlert>
          ) : null}
          <AdminCard
            id="link-preview"
            title={t('admin.links.previewTitle')}
            description={t('admin.links.previewText')}
          >
            <div className="grid gap-5">
              <TextField {...control(fields.title)} label={t('admin.fields.title')} maxLength={300} />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField {...control(fields.siteName)} label={t('admin.fields.siteName')} maxLength={120} />
                <Select
                  {...control(fields.language)}
                  label={t('admin.fields.language')}
                  hint={t('admin.hints.language')}
                  options={locales.map((value) => ({ value, label: tc(`enums.language.${value}`) }))}
                />
              </div>
              <TextArea
                {...control(fields.description)}
                label={t('admin.fields.description')}
                rows={4}
                maxLength={1000}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <KeepImageField
                  field={fields.keepImage}
                  src={link.image}
                  size={[96, 50]}
                  label={t('admin.fields.keepImage')}
                  missing={t('admin.links.noImage')}
                />
                <KeepImageField
                  field={fields.keepFavicon}
                  src={link.favicon}
                  size={[32, 32]}
                  label={t('admin.fields.keepFavicon')}
                  missing={t('admin.links.noIcon')}
                />
              </div>
            </div>
          </AdminCard>
          <Button
            type="submit"
            name="intent"
            value="save"
            pending={saving}
            icon={<Save className="size-4" aria-hidden />}
          >
            {t('admin.save')}
          </Button>
        </Form>
        <aside className="order-1 space-y-4 lg:sticky lg:top-4 lg:order-2">
          <AdminCard id="link-publication" title={t('admin.links.publication')}>
            <DetailList
              compact
              items={[
                {
                  label: t('admin.links.publishedAt'),
                  value: link.publishedAt ? formatDate(locale, link.publishedAt) : none,
                },
                { label: t('admin.links.addedAt'), value: formatDate(locale, link.createdAt) },
                {
                  label: t('admin.columns.clicks'),
                  value: <span data-testid="link-clicks">{link.timesClicked}</span>,
                },
              ]}
            />
            <div className="mt-5 grid gap-2">
              {link.published ? (
                <IntentForm
                  intent="unpublish"
                  variant="secondary"
                  icon={<EyeOff className="size-4" aria-hidden />}
                  confirm={{
                    title: t('admin.links.unpublishConfirm.title'),
                    text: t('admin.links.unpublishConfirm.text'),
                  }}
                >
                  {t('admin.links.unpublish')}
                </IntentForm>
              ) : (
                <IntentForm intent="publish" icon={<Send className="size-4" aria-hidden />}>
                  {t('admin.links.publish')}
                </IntentForm>
              )}
              {link.published ? (
                <Link
                  to={href(`/newsfeed/${link.id}`)}
                  className={buttonClasses({ variant: 'ghost', block: true })}
                >
                  <Eye className="size-4" aria-hidden />
                  {t('admin.viewPublic')}
                  <ExternalLink className="size-3.5" aria-hidden />
                </Link>
              ) : null}
            </div>
          </AdminCard>
          <AdminCard>
            <DeleteForm label={t('admin.delete')} confirm={t('admin.confirmDelete', { name: link.title })} />
          </AdminCard>
        </aside>
      </div>
    </div>
  );
}

/** A stored preview image with the checkbox that keeps it (unticked, saving deletes it). */
function KeepImageField({
  field,
  src,
  size: [width, height],
  label,
  missing,
}: {
  field: { id: string; name: string };
  src: string | null;
  size: [number, number];
  label: string;
  missing: string;
}) {
  const { t } = useTranslation('company');
  return (
    <div className="flex items-start gap-3">
      {src ? (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          style={{ width, height }}
          className="shrink-0 rounded object-cover ring-1 ring-slate-200"
        />
      ) : null}
      <Checkbox
        id={field.id}
        name={field.name}
        defaultChecked={Boolean(src)}
        disabled={!src}
        label={label}
        hint={src ? t('admin.hints.keepImage') : missing}
      />
    </div>
  );
}

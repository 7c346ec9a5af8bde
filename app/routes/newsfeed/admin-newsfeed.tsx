import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Newspaper, Plus } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { addLinkSchema } from '../../../contracts/newsfeed.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AdminCard, AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { ListFilters } from '../../features/admin/list-filters.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf, useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-newsfeed.server.ts';

export { action, loader } from './admin-newsfeed.server.ts';
export const meta = routeMeta;

const constraint = constraintOf(addLinkSchema);

/** The newsfeed in the admin: add a URL (its preview is fetched once), then edit and publish it. */
export default function AdminNewsfeed() {
  const { links, query, status, deleted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('company');
  const { locale, href } = useLocale();
  const control = useControlProps();
  const adding = useSubmitting('add');
  const [form, fields] = useSchemaForm({
    id: 'add-link',
    schema: async () => addLinkSchema,
    constraint,
    lastResult: replyOf(actionData),
  });
  return (
    <div>
      <AdminPageHeader title={t('admin.links.title')} intro={t('admin.links.intro')} />
      {deleted ? (
        <FormAlert tone="success" className="mb-6">
          {t('admin.notices.deleted')}
        </FormAlert>
      ) : null}
      <AdminCard
        id="add-link"
        title={t('admin.links.addTitle')}
        description={t('admin.links.addText')}
        className="mb-6"
      >
        <Form
          method="post"
          {...getFormProps(form)}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            {...control(fields.url)}
            type="url"
            label={t('admin.fields.url')}
            placeholder="https://"
            autoComplete="off"
            maxLength={2048}
            className="flex-1"
          />
          <Button
            type="submit"
            name="intent"
            value="add"
            pending={adding}
            pendingLabel={t('admin.links.fetching')}
            icon={<Plus className="size-4" aria-hidden />}
            className="sm:mt-7"
          >
            {t('admin.links.add')}
          </Button>
        </Form>
      </AdminCard>
      <ListFilters
        id="links"
        query={query}
        searchLabel={t('admin.links.search')}
        placeholder={t('admin.links.searchPlaceholder')}
        statusLabel={t('admin.links.statusFilter')}
        status={status}
        statusOptions={(['published', 'unpublished'] as const).map((value) => ({
          value,
          label: t(`admin.links.statuses.${value}`),
        }))}
      />
      {links.items.length ? (
        <>
          <DataTable
            id="links-table"
            caption={t('admin.links.title')}
            captionHidden
            columns={[
              t('admin.columns.link'),
              t('admin.columns.status'),
              t('admin.columns.language'),
              { label: t('admin.columns.clicks'), numeric: true },
            ]}
          >
            <tbody>
              {links.items.map((link) => (
                <tr key={link.id} className="hover:bg-slate-50">
                  <td className={`${tdClass} min-w-72`}>
                    <Link to={href(`/admin/newsfeed/${link.id}`)} className="font-semibold">
                      {link.title}
                    </Link>
                    <span className="block text-xs break-all text-slate-600">{link.url}</span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {link.published ? (
                      <Badge tone="green">
                        {t('admin.links.statuses.published')}
                        {link.publishedAt ? ` · ${formatDate(locale, link.publishedAt)}` : ''}
                      </Badge>
                    ) : (
                      <Badge tone="amber">{t('admin.links.statuses.unpublished')}</Badge>
                    )}
                  </td>
                  <td className={`${tdClass} uppercase`}>{link.language}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{link.timesClicked}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={links.page} totalPages={links.totalPages} total={links.total} />
        </>
      ) : (
        <EmptyState
          icon={<Newspaper className="size-6" aria-hidden />}
          title={t('admin.links.emptyTitle')}
          text={t('admin.links.emptyText')}
        />
      )}
    </div>
  );
}

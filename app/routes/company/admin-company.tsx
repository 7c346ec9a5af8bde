import { Briefcase, Plus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-company.server.ts';

export { loader } from './admin-company.server.ts';
export const meta = routeMeta;

/** The services or the case studies of the company section, in their order on the public pages. */
export default function AdminCompany() {
  const { kind, items, deleted } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t(`admin.${kind}.title`)}
        intro={t(`admin.${kind}.intro`)}
        actions={
          <Link to={href(`/admin/${kind}/new`)} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden />
            {t(`admin.${kind}.new`)}
          </Link>
        }
      />
      {deleted ? (
        <FormAlert tone="success" className="mb-6">
          {t('admin.notices.deleted')}
        </FormAlert>
      ) : null}
      {items.length ? (
        <DataTable
          id={`${kind}-table`}
          caption={t(`admin.${kind}.title`)}
          captionHidden
          columns={[
            { label: t('admin.columns.order'), numeric: true },
            ...['sk', 'en', 'de'].map((l) => t(`admin.columns.${l}`)),
          ]}
        >
          <tbody>
            {items.map((item) => (
              <tr key={item.slug} className="hover:bg-slate-50">
                <td className={`${tdClass} text-right tabular-nums`}>{item.sortOrder}</td>
                <td className={`${tdClass} min-w-56`}>
                  <Link to={href(`/admin/${kind}/${item.slug}`)} className="font-semibold">
                    {item.title.sk}
                  </Link>
                  <span className="block text-xs text-slate-600">{item.slug}</span>
                </td>
                <td className={`${tdClass} min-w-48`} lang="en">
                  {item.title.en}
                </td>
                <td className={`${tdClass} min-w-48`} lang="de">
                  {item.title.de}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <EmptyState
          icon={<Briefcase className="size-6" aria-hidden />}
          title={t(`admin.${kind}.emptyTitle`)}
          text={t(`admin.${kind}.emptyText`)}
        />
      )}
    </div>
  );
}

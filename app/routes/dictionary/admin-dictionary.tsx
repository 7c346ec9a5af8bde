import { BookA, Plus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-dictionary.server.ts';

export { loader } from './admin-dictionary.server.ts';
export const meta = routeMeta;

/** The IT dictionary in the admin: every term in its three languages, to edit or add. */
export default function AdminDictionary() {
  const { terms, deleted } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('admin.dictionary.title')}
        intro={t('admin.dictionary.intro', { count: terms.length })}
        actions={
          <Link to={href('/admin/dictionary/new')} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden />
            {t('admin.dictionary.new')}
          </Link>
        }
      />
      {deleted ? (
        <FormAlert tone="success" className="mb-6">
          {t('admin.notices.deleted')}
        </FormAlert>
      ) : null}
      {terms.length ? (
        <DataTable
          id="dictionary-table"
          caption={t('admin.dictionary.title')}
          captionHidden
          columns={['sk', 'en', 'de'].map((l) => t(`admin.columns.${l}`))}
        >
          <tbody>
            {terms.map((term) => (
              <tr key={term.id} className="hover:bg-slate-50">
                <td className={`${tdClass} min-w-48`}>
                  <Link to={href(`/admin/dictionary/${term.id}`)} className="font-semibold">
                    {term.term.sk}
                  </Link>
                  <span className="block text-xs text-slate-600">#{term.slug}</span>
                </td>
                <td className={`${tdClass} min-w-40`} lang="en">
                  {term.term.en}
                </td>
                <td className={`${tdClass} min-w-40`} lang="de">
                  {term.term.de}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <EmptyState
          icon={<BookA className="size-6" aria-hidden />}
          title={t('admin.dictionary.emptyTitle')}
          text={t('admin.dictionary.emptyText')}
        />
      )}
    </div>
  );
}

import type { Page } from '../../../contracts/admin.ts';
import type { SelectOption } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { AdminPageHeader, EmptyState } from './admin-page.tsx';
import { DataTable, tdClass } from './data-table.tsx';
import { ListFilters } from './list-filters.tsx';
import { Pagination } from './pagination.tsx';

/** A column of an admin list: its key in the catalog's `columns`, the cell's extra classes and content. */
export interface ListColumn<T> {
  key: string;
  className?: string;
  cell: (row: T) => React.ReactNode;
}

/**
 * An admin list page: the heading, a search with a status filter, one page of rows as a table with
 * the pagination below it, or what an empty list shows. The texts are those of one `section` of the
 * admin catalog: title, intro, search, searchPlaceholder, statusFilter, caption, columns.<key>,
 * emptyTitle and emptyText.
 */
export function AdminListPage<T extends { id: string | number }>({
  id,
  section,
  query,
  status,
  statusOptions,
  rows,
  columns,
  emptyIcon,
}: {
  id: string;
  section: string;
  query: string | undefined;
  status: string | undefined;
  statusOptions: readonly SelectOption[];
  rows: Page<T>;
  columns: readonly ListColumn<T>[];
  emptyIcon: React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <AdminPageHeader title={t(`${section}.title`)} intro={t(`${section}.intro`)} />
      <ListFilters
        id={id}
        query={query}
        searchLabel={t(`${section}.search`)}
        placeholder={t(`${section}.searchPlaceholder`)}
        statusLabel={t(`${section}.statusFilter`)}
        status={status}
        statusOptions={statusOptions}
      />
      {rows.items.length ? (
        <>
          <DataTable
            id={`${id}-table`}
            caption={t(`${section}.caption`)}
            captionHidden
            columns={columns.map((column) => t(`${section}.columns.${column.key}`))}
          >
            <tbody>
              {rows.items.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.className ? `${tdClass} ${column.className}` : tdClass}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={rows.page} totalPages={rows.totalPages} total={rows.total} />
        </>
      ) : (
        <EmptyState
          icon={emptyIcon}
          title={t(`${section}.emptyTitle`)}
          text={query || status ? t('common.noMatchText') : t(`${section}.emptyText`)}
        />
      )}
    </div>
  );
}

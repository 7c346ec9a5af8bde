import { Search } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * The search bar of an admin list: a text query and optionally a status, sent as a GET form (works
 * without scripts; the page starts again at 1).
 */
export function ListFilters({
  id,
  query,
  searchLabel,
  placeholder,
  statusName = 'status',
  statusLabel,
  status,
  statusOptions,
}: {
  id: string;
  query: string | undefined;
  searchLabel: string;
  placeholder?: string;
  statusName?: string;
  statusLabel?: string;
  status?: string | undefined;
  statusOptions?: readonly SelectOption[];
}) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const filtered = Boolean(query || status);
  return (
    <Form
      noValidate
      method="get"
      role="search"
      aria-label={searchLabel}
      className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <TextField
        id={`${id}-query`}
        name="query"
        type="search"
        label={searchLabel}
        placeholder={placeholder}
        defaultValue={query ?? ''}
        className="min-w-0 flex-1"
      />
      {statusOptions && statusLabel ? (
        <Select
          id={`${id}-status`}
          name={statusName}
          label={statusLabel}
          placeholder={t('common.allStatuses')}
          options={statusOptions}
          defaultValue={status ?? ''}
          className="sm:w-56"
        />
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" icon={<Search className="size-4" aria-hidden />}>
          {t('common.search')}
        </Button>
        {filtered ? (
          <Link to={location.pathname} className={buttonClasses({ variant: 'secondary' })}>
            {t('common.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

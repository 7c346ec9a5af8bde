import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/react.tsx';

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 no-underline shadow-xs hover:bg-slate-50';

/** Previous and next page links that keep the other query parameters, and where we are. */
export function Pagination({ page, totalPages, total }: { page: number; totalPages: number; total: number }) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const to = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n <= 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav
      aria-label={t('common.pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>
        {t('common.total', { count: total })}
        {totalPages > 1 ? ` · ${t('common.pageOf', { page, pages: totalPages })}` : null}
      </p>
      {totalPages > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={to(page - 1)} rel="prev" className={linkClass}>
              <ChevronLeft className="size-4" aria-hidden />
              {t('common.previous')}
            </Link>
          ) : null}
          {page < totalPages ? (
            <Link to={to(page + 1)} rel="next" className={clsx(linkClass)}>
              {t('common.next')}
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

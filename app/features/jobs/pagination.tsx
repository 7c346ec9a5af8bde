import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import type { JobSearchRequest } from '../../../contracts/jobs.ts';
import { jobSearchToParams } from './search-params.ts';

/** Page links that keep every filter; the current page is marked for assistive technology. */
export function Pagination({ search, totalPages }: { search: JobSearchRequest; totalPages: number }) {
  const { t } = useTranslation('jobs');
  const location = useLocation();
  if (totalPages <= 1) return null;
  const current = search.page;
  const link = (page: number) => {
    const params = jobSearchToParams({ ...search, page });
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };
  const pages = [...new Set([0, current - 1, current, current + 1, totalPages - 1])]
    .filter((p) => p >= 0 && p < totalPages)
    .sort((a, b) => a - b);
  const item =
    'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium no-underline';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-1.5"
    >
      {current > 0 ? (
        <Link
          to={link(current - 1)}
          className={clsx(item, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
          rel="prev"
        >
          {t('pagination.previous')}
        </Link>
      ) : null}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (pages[i - 1] ?? p) > 1 ? <span className="px-1 text-slate-500">…</span> : null}
          <Link
            to={link(p)}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p + 1 })}
            className={clsx(
              item,
              p === current
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {p + 1}
          </Link>
        </span>
      ))}
      {current < totalPages - 1 ? (
        <Link
          to={link(current + 1)}
          className={clsx(item, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
          rel="next"
        >
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}

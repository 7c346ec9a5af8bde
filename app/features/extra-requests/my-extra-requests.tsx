import { Link } from 'react-router';
import { formatDate } from '../../../contracts/dates.ts';
import type { MyExtraRequest } from '../../../contracts/extra-requests.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** The extra requests a user sent: the project, technologies, seniority, start and status. */
export function MyExtraRequests({ requests }: { requests: MyExtraRequest[] }) {
  const { t } = useTranslation('forms');
  const { locale, href } = useLocale();
  if (!requests.length)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 px-5 py-8 text-center">
        <p className="text-slate-700">{t('added.extra.empty')}</p>
        <Link to={href('/extra')} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          {t('added.extra.cta')}
        </Link>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-200" aria-label={t('added.extra.title')}>
      {requests.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold break-words text-ink">{r.project}</p>
            <p className="mt-0.5 text-sm text-slate-600">{r.technologies.join(', ')}</p>
            <p className="mt-1 text-xs text-slate-600">
              {t('added.extra.meta', {
                date: formatDate(locale, r.createdAt),
                seniority: t(`extraForm.seniorities.${r.seniority}`),
                start: r.startDate ? formatDate(locale, r.startDate) : '–',
              })}
            </p>
          </div>
          <Badge
            tone={r.status === 'matched' ? 'green' : r.status === 'closed' ? 'neutral' : 'brand'}
            className="self-start"
          >
            {t(`added.extraStatuses.${r.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

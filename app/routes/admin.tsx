import { ArrowRight, Inbox, ScrollText } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { formatDateTime } from '../features/admin/format.ts';
import { useLocale } from '../features/layout/use-locale.ts';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './admin.server.ts';

export { loader } from './admin.server.ts';
export const meta = routeMeta;

/** A small dashboard linking the admin sections. */
export default function AdminDashboard() {
  const { outboxCount, latestEvent } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  const cards = [
    {
      path: '/admin/outbox',
      Icon: Inbox,
      title: t('dashboard.outboxTitle'),
      text: t('dashboard.outboxText'),
      stat:
        outboxCount === null
          ? t('dashboard.outboxSmtp')
          : outboxCount >= 100
            ? t('dashboard.outboxMany')
            : t('dashboard.outboxCount', { count: outboxCount }),
    },
    {
      path: '/admin/audit',
      Icon: ScrollText,
      title: t('dashboard.auditTitle'),
      text: t('dashboard.auditText'),
      stat: latestEvent
        ? t('dashboard.auditLatest', { time: formatDateTime(locale, latestEvent.createdAt) })
        : t('dashboard.auditEmpty'),
    },
  ];
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('dashboard.title')}</h1>
      <p className="mt-1.5 max-w-2xl leading-relaxed text-slate-600">{t('dashboard.intro')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {cards.map(({ path, Icon, title, text, stat }) => (
          <li key={path}>
            <Link
              to={href(path)}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 text-ink no-underline shadow-sm transition-colors hover:border-brand-300 hover:shadow-md"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 text-base font-semibold">
                  {title}
                  <ArrowRight
                    className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-600">{text}</span>
                <span className="mt-3 block text-sm font-medium text-brand-800">{stat}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

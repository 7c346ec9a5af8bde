import { clsx } from 'clsx';
import {
  ArrowRight,
  BriefcaseBusiness,
  CalendarClock,
  Handshake,
  Inbox,
  MessageSquareText,
  ScrollText,
  Sparkles,
  UserRoundCheck,
  MailWarning,
} from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { formatDateTime } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin.server.ts';

export { loader } from './admin.server.ts';
export const meta = routeMeta;

/** The dashboard: what waits for the admins, then the sections with a figure each. */
export default function AdminDashboard() {
  const { overview, outboxCount, latestEvent, newApplicationsPath, undeliveredCount } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  const waiting = [
    {
      path: newApplicationsPath,
      Icon: UserRoundCheck,
      label: t('dashboard.newApplications', { count: overview.newApplications }),
      count: overview.newApplications,
    },
    {
      path: '/admin/referrals',
      Icon: Handshake,
      label: t('dashboard.newReferrals', { count: overview.newReferrals }),
      count: overview.newReferrals,
    },
    {
      path: '/admin/extra-requests?status=new',
      Icon: Sparkles,
      label: t('dashboard.newExtraRequests', { count: overview.newExtraRequests }),
      count: overview.newExtraRequests,
    },
    {
      path: '/admin/events?status=pending',
      Icon: CalendarClock,
      label: t('dashboard.pendingEvents', { count: overview.pendingEvents }),
      count: overview.pendingEvents,
    },
    // Only when some e-mail could not be sent: it needs the admin's attention.
    ...(undeliveredCount
      ? [
          {
            path: '/admin/outbox',
            Icon: MailWarning,
            label: t('outbox.undeliveredTitle', { count: undeliveredCount }),
            count: undeliveredCount,
          },
        ]
      : []),
  ];
  const cards = [
    {
      path: '/admin/jobs',
      Icon: BriefcaseBusiness,
      title: t('dashboard.jobsTitle'),
      text: t('dashboard.jobsText'),
      stat: t('dashboard.jobsStatWithEnded', {
        published: overview.publishedJobs,
        ended: overview.endedJobs,
        drafts: overview.draftJobs,
      }),
    },
    {
      path: '/admin/contacts',
      Icon: MessageSquareText,
      title: t('dashboard.contactsTitle'),
      text: t('dashboard.contactsText'),
      stat: t('dashboard.contactsCount', { count: overview.contacts }),
    },
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
      <section aria-labelledby="dashboard-waiting" className="mt-6">
        <h2 id="dashboard-waiting" className="text-base font-semibold text-ink">
          {t('dashboard.waiting')}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {waiting.map(({ path, Icon, label, count }) => (
            <li key={path}>
              <Link
                to={href(path)}
                className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 text-ink no-underline shadow-sm transition-colors hover:border-brand-300 hover:shadow-md"
              >
                <span
                  className={clsx(
                    'inline-flex size-11 shrink-0 items-center justify-center rounded-lg',
                    count ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1 text-sm font-medium text-slate-700">
                  <span className="block text-3xl font-bold tracking-tight text-ink tabular-nums" aria-hidden>
                    {count}
                  </span>
                  {label}
                </span>
                <ArrowRight
                  className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <h2 className="sr-only">{t('dashboard.sections')}</h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
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

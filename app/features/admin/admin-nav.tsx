import { clsx } from 'clsx';
import {
  BookA,
  Building2,
  BriefcaseBusiness,
  CalendarDays,
  FolderKanban,
  Mail,
  Newspaper,
  ClipboardList,
  Handshake,
  Inbox,
  LayoutDashboard,
  MessageSquareText,
  ScrollText,
  Sparkles,
  Tags,
  UsersRound,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

const ITEMS = [
  { path: '/admin', label: 'dashboard', Icon: LayoutDashboard, end: true },
  { path: '/admin/jobs', label: 'jobs', Icon: BriefcaseBusiness, end: false, also: '/admin/applications' },
  { path: '/admin/candidates', label: 'candidates', Icon: UsersRound, end: false },
  { path: '/admin/referrals', label: 'referrals', Icon: Handshake, end: false },
  { path: '/admin/extra-requests', label: 'extraRequests', Icon: Sparkles, end: false },
  { path: '/admin/contacts', label: 'contacts', Icon: MessageSquareText, end: false },
  { path: '/admin/outbox', label: 'outbox', Icon: Inbox, end: false },
  { path: '/admin/audit', label: 'audit', Icon: ScrollText, end: false },
  { path: '/admin/questionnaires', label: 'questionnaires', Icon: ClipboardList, end: false },
  { path: '/admin/technologies', label: 'technologies', Icon: Tags, end: false },
  { path: '/admin/newsfeed', label: 'newsfeed', Icon: Newspaper, end: false },
  { path: '/admin/dictionary', label: 'dictionary', Icon: BookA, end: false },
  { path: '/admin/services', label: 'services', Icon: Building2, end: false },
  { path: '/admin/cases', label: 'cases', Icon: FolderKanban, end: false },
  { path: '/admin/blog', label: 'blog', Icon: Newspaper, end: false },
  { path: '/admin/events', label: 'events', Icon: CalendarDays, end: false },
  { path: '/admin/newsletter', label: 'newsletter', Icon: Mail, end: false },
] as const;

/** Tabs of the admin area; the outbox tab stays current on a message's page. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { href } = useLocale();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="-mb-px overflow-x-auto">
      <ul className="flex lg:flex-wrap">
        {ITEMS.map((item) => {
          const { path, label, Icon, end } = item;
          // A tab may stay current on related pages (an application belongs to its job).
          const also = 'also' in item && pathname.startsWith(href(item.also));
          return (
            <li key={path} className="shrink-0">
              <NavLink
                to={href(path)}
                end={end}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-1.5 border-b-2 px-2.5 py-3 text-sm font-medium whitespace-nowrap no-underline transition-colors',
                    isActive || also
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-ink',
                  )
                }
              >
                <Icon className="size-4" aria-hidden />
                {t(`nav.${label}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

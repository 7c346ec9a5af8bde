import { clsx } from 'clsx';
import { Inbox, LayoutDashboard, ScrollText } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

const ITEMS = [
  { path: '/admin', label: 'dashboard', Icon: LayoutDashboard, end: true },
  { path: '/admin/outbox', label: 'outbox', Icon: Inbox, end: false },
  { path: '/admin/audit', label: 'audit', Icon: ScrollText, end: false },
] as const;

/** Tabs of the admin area; the outbox tab stays current on a message's page. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { href } = useLocale();
  return (
    <nav aria-label={t('nav.label')} className="-mb-px overflow-x-auto">
      <ul className="flex gap-1">
        {ITEMS.map(({ path, label, Icon, end }) => (
          <li key={path} className="shrink-0">
            <NavLink
              to={href(path)}
              end={end}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap no-underline transition-colors',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-ink',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {t(`nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

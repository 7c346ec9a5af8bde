import { clsx } from 'clsx';
import {
  Bookmark,
  ChevronRight,
  FileText,
  KeyRound,
  Languages,
  ListPlus,
  Mail,
  Newspaper,
  Send,
  ShieldCheck,
  Trash2,
  UserRound,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLocale } from '../../layout/use-locale.ts';

/** The sections of the profile area (docs/product/screens-and-routes.md), by unprefixed path and label key of `profile:nav`. */
export const profileSections = {
  settings: [
    { path: '/profile', label: 'basic', Icon: UserRound },
    { path: '/profile/email', label: 'email', Icon: Mail },
    { path: '/profile/password', label: 'password', Icon: KeyRound },
    { path: '/profile/privacy', label: 'privacy', Icon: ShieldCheck },
    { path: '/profile/newsletter', label: 'newsletter', Icon: Newspaper },
    { path: '/profile/language', label: 'language', Icon: Languages },
    { path: '/profile/delete', label: 'delete', Icon: Trash2 },
  ],
  content: [
    { path: '/profile/applications', label: 'applications', Icon: Send },
    { path: '/profile/saved', label: 'saved', Icon: Bookmark },
    { path: '/profile/added', label: 'added', Icon: ListPlus },
    { path: '/profile/cv', label: 'cv', Icon: FileText },
  ],
} as const;

/**
 * The side navigation of the profile: two labelled groups in a column on large screens, one
 * horizontally scrolling strip on phones and tablets, with the current section scrolled into view
 * and a fade with an arrow at the edge where more sections follow. The current section carries
 * `aria-current="page"`.
 */
export function ProfileNav() {
  const { t } = useTranslation('profile');
  const { href } = useLocale();
  const { pathname } = useLocation();
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = () => {
    const el = strip.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  };
  useEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && active && el.scrollWidth > el.clientWidth) {
      const box = el.getBoundingClientRect();
      const link = active.getBoundingClientRect();
      if (link.left < box.left || link.right > box.right)
        el.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
    }
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [pathname]);
  const fade = 'pointer-events-none absolute top-0 bottom-2 flex w-10 items-center lg:hidden';
  return (
    <nav aria-label={t('nav.label')} className="relative -mx-4 min-w-0 sm:-mx-6 lg:mx-0">
      <div
        ref={strip}
        onScroll={measure}
        data-profile-nav-strip
        className="flex gap-1 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:thin] sm:px-6 lg:block lg:space-y-6 lg:overflow-visible lg:p-0"
      >
        {(Object.keys(profileSections) as (keyof typeof profileSections)[]).map((group) => (
          <div key={group} className="flex shrink-0 last:pr-4 sm:last:pr-6 lg:block lg:last:pr-0">
            <p
              id={`profile-nav-${group}`}
              className="hidden px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block"
            >
              {t(`nav.groups.${group}`)}
            </p>
            <ul aria-labelledby={`profile-nav-${group}`} className="flex gap-1 lg:block lg:space-y-0.5">
              {profileSections[group].map(({ path, label, Icon }) => (
                <li key={path} className="shrink-0">
                  <NavLink
                    to={href(path)}
                    end
                    prefetch="intent"
                    className={({ isActive }) =>
                      clsx(
                        'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap no-underline transition-colors',
                        isActive
                          ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
                          : label === 'delete'
                            ? 'text-rose-700 hover:bg-rose-50'
                            : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {t(`nav.${label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {more.before ? <span aria-hidden className={`${fade} left-0 bg-gradient-to-r from-slate-50`} /> : null}
      {more.after ? (
        <span
          aria-hidden
          data-profile-nav-more
          className={`${fade} right-0 justify-end bg-gradient-to-l from-slate-50 via-slate-50/80 pr-1`}
        >
          <ChevronRight className="size-4 text-slate-500" />
        </span>
      ) : null}
    </nav>
  );
}

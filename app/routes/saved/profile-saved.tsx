import { Bookmark } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import type { SavedItemType } from '../../../contracts/saved.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './profile-saved.server.ts';

export { loader } from './profile-saved.server.ts';
export const meta = routeMeta;

const PATH: Record<SavedItemType, (id: string) => string> = {
  job: (id) => `/jobs/${id}`,
  post: (id) => `/blog/${id}`,
  event: (id) => `/events/${id}`,
};

/** Saved jobs, posts and events, newest first, each with a button to remove it. */
export default function SavedItemsPage() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  const { locale, href } = useLocale();
  return (
    <SettingsPage title={t('saved.title')} description={t('saved.description')}>
      {items.length ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li
              key={`${item.type}:${item.id}`}
              className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{t(`saved.type.${item.type}`)}</Badge>
                  {item.active ? null : <Badge tone="red">{t('saved.inactive')}</Badge>}
                </p>
                <Link
                  to={href(PATH[item.type](item.id))}
                  className={
                    item.active
                      ? 'mt-2 block text-lg font-semibold text-ink'
                      : 'mt-2 block text-lg font-semibold text-slate-600'
                  }
                >
                  {item.title}
                </Link>
                {item.subtitle ? <p className="mt-0.5 text-sm text-slate-600">{item.subtitle}</p> : null}
                <p className="mt-2 text-xs text-slate-600">
                  {t('saved.savedOn', { date: formatDate(locale, item.savedAt, 'numeric') })}
                </p>
              </div>
              <SaveButton type={item.type} id={item.id} title={item.title} saved />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Bookmark className="size-6" aria-hidden />
          </span>
          <p className="mx-auto mt-4 max-w-md leading-relaxed text-slate-700">{t('saved.empty')}</p>
          <Link to={href('/jobs')} className={buttonClasses({ className: 'mt-6' })}>
            {t('saved.emptyCta')}
          </Link>
        </div>
      )}
    </SettingsPage>
  );
}

import { Bookmark, FileText, ListPlus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { SettingsPage } from '../features/account/settings/settings-page.tsx';
import { useLocale } from '../features/layout/use-locale.ts';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './profile-soon.server.ts';

export { loader } from './profile-soon.server.ts';
export const meta = routeMeta;

const ICONS = { saved: Bookmark, added: ListPlus, cv: FileText } as const;

/** Saved items, added items and the CV: friendly placeholders until their issues land. */
export default function ProfileComingSoon() {
  const { section } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  const { href } = useLocale();
  const Icon = ICONS[section];
  return (
    <SettingsPage title={t(`soon.${section}.title`)}>
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
        <p className="mt-4 text-lg font-semibold text-ink">{t('soon.title')}</p>
        <p className="mx-auto mt-2 max-w-md leading-relaxed text-slate-600">{t(`soon.${section}.text`)}</p>
        <Link to={href('/jobs')} className={buttonClasses({ className: 'mt-6' })}>
          {t('soon.cta')}
        </Link>
      </div>
    </SettingsPage>
  );
}

import { Bookmark, BookmarkCheck } from 'lucide-react';
import { clsx } from 'clsx';
import { useFetcher, useLocation } from 'react-router';
import type { SavedItemType } from '../../../contracts/saved.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useLocale } from '../layout/use-locale.ts';

/**
 * Saves or unsaves a job, post or event. With JavaScript the state flips at once and the request
 * runs in the background; without it the form posts and comes back to this page. A guest is taken
 * to sign-in and back.
 */
export function SaveButton({
  type,
  id,
  saved,
  title,
  variant = 'icon',
}: {
  type: SavedItemType;
  id: string | number;
  saved: boolean;
  /** The item's name, for the button's accessible label. */
  title: string;
  variant?: 'icon' | 'full';
}) {
  const { t } = useTranslation('jobs');
  const { href } = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<{ saved: boolean }>();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get('intent');
  const isSaved = pending ? pending === 'save' : (fetcher.data?.saved ?? saved);
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  // Jobs have the catalog's `saved.*` labels; posts and events their own under `saved.post`, `saved.event`.
  const keys = type === 'job' ? 'saved' : `saved.${type}`;
  const label = isSaved ? t(`${keys}.unsave`, { title }) : t(`${keys}.save`, { title });
  return (
    <fetcher.Form noValidate method="post" action={href('/saved-items')} className="relative z-10">
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={String(id)} />
      <input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-label={label}
        aria-pressed={isSaved}
        title={label}
        className={clsx(
          'inline-flex items-center justify-center gap-2 rounded-md font-medium transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          variant === 'icon'
            ? 'size-10 text-slate-600 hover:bg-slate-100 hover:text-brand-800'
            : 'w-full border border-slate-300 bg-white px-4 py-2.5 text-sm text-slate-800 hover:border-brand-300 hover:bg-brand-50',
          isSaved && 'text-brand-700',
        )}
      >
        <Icon
          className={clsx(variant === 'icon' ? 'size-5' : 'size-4', isSaved && 'fill-brand-100')}
          aria-hidden
        />
        {variant === 'full' ? (isSaved ? t('saved.savedLabel') : t(`${keys}.saveLabel`)) : null}
      </button>
    </fetcher.Form>
  );
}

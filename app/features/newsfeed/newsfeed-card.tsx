import { clsx } from 'clsx';
import { ExternalLink, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../contracts/dates.ts';
import type { NewsfeedLink } from '../../../contracts/newsfeed.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** Where a visitor's click on a link goes: the API counts it and redirects to the stored URL. */
export const visitPath = (id: number) => `/api/newsfeed/${id}/visit`;

/** The site icon and name with the publication date, above a link's title. */
export function NewsfeedSource({ link, className }: { link: NewsfeedLink; className?: string }) {
  const { locale } = useLocale();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 ${className ?? ''}`}>
      {link.favicon ? (
        <img src={link.favicon} alt="" width={16} height={16} className="size-4 rounded-sm" loading="lazy" />
      ) : (
        <Newspaper className="size-4 text-slate-500" aria-hidden />
      )}
      <span className="font-medium text-slate-700">{link.siteName ?? new URL(link.url).hostname}</span>
      <span aria-hidden>·</span>
      <time dateTime={link.publishedAt}>{formatDate(locale, link.publishedAt, 'long')}</time>
    </p>
  );
}

/** One link of the newsfeed: its preview image, source, title (to its detail page) and the way out. */
export function NewsfeedCard({ link, eager = false }: { link: NewsfeedLink; eager?: boolean }) {
  const { t } = useTranslation('company');
  const { href } = useLocale();
  const site = link.siteName ?? new URL(link.url).hostname;
  return (
    <article
      className={clsx(
        'group relative grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        link.image && 'sm:grid-cols-[14rem_1fr]',
      )}
    >
      {link.image ? (
        <img
          src={link.image}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[1200/630] w-full bg-slate-100 object-cover sm:aspect-auto sm:h-full"
        />
      ) : null}
      <div className="flex min-w-0 flex-col p-5">
        <NewsfeedSource link={link} />
        <h2 lang={link.language} className="mt-2 text-lg leading-snug font-semibold text-ink">
          <Link
            to={href(`/newsfeed/${link.id}`)}
            className="text-ink no-underline after:absolute after:inset-0 hover:underline"
          >
            {link.title}
          </Link>
        </h2>
        {link.description ? (
          <p lang={link.language} className="mt-2 line-clamp-2 text-sm leading-relaxed text-slate-600">
            {link.description}
          </p>
        ) : null}
        <p className="mt-auto pt-4">
          <a
            href={visitPath(link.id)}
            rel="noopener nofollow"
            className="relative z-10 inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold"
          >
            {t('newsfeed.readOn', { site })}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </p>
      </div>
    </article>
  );
}

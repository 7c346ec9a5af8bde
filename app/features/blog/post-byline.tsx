import { clsx } from 'clsx';
import type { BlogPostSummary } from '../../../contracts/blog.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** The author's initials, for an author without an avatar. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function AuthorAvatar({
  name,
  url,
  size = 'sm',
}: {
  name: string;
  url: string | null;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-16 text-lg';
  return url ? (
    <img
      src={url}
      alt=""
      width={size === 'sm' ? 32 : 64}
      height={size === 'sm' ? 32 : 64}
      className={clsx(box, 'shrink-0 rounded-full object-cover')}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        box,
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
      )}
    >
      {initials(name)}
    </span>
  );
}

/** Author, publication date and reading time of a post, in the reader's language and time zone. */
export function PostByline({
  post,
  light = false,
}: {
  post: Pick<BlogPostSummary, 'author' | 'publishedAt' | 'readingMinutes'>;
  light?: boolean;
}) {
  const { t } = useTranslation('blog');
  const { locale } = useLocale();
  return (
    <div className={clsx('flex items-center gap-3 text-sm', light ? 'text-brand-100' : 'text-slate-600')}>
      {post.author ? <AuthorAvatar name={post.author.name} url={post.author.avatarUrl} /> : null}
      <p className="flex flex-wrap items-center gap-x-2">
        {post.author ? (
          <span className={clsx('font-medium', light ? 'text-white' : 'text-ink')}>{post.author.name}</span>
        ) : null}
        {post.author ? <span aria-hidden>·</span> : null}
        <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt, 'long')}</time>
        <span aria-hidden>·</span>
        <span>{t('readingTime', { count: post.readingMinutes })}</span>
      </p>
    </div>
  );
}

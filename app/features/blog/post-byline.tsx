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
  compact = false,
}: {
  post: Pick<BlogPostSummary, 'author' | 'publishedAt' | 'readingMinutes'>;
  light?: boolean;
  /** In a card: the short date, so that date and reading time fit one line on a phone. */
  compact?: boolean;
}) {
  const { t } = useTranslation('blog');
  const { locale } = useLocale();
  return (
    <div className={clsx('flex items-center gap-3 text-sm', light ? 'text-brand-100' : 'text-slate-600')}>
      {post.author ? <AuthorAvatar name={post.author.name} url={post.author.avatarUrl} /> : null}
      {/* The author on one line, date and reading time on the next: no separator dangles at a line's end. */}
      <p className="min-w-0 leading-snug">
        {post.author ? (
          <span className={clsx('block font-medium', light ? 'text-white' : 'text-ink')}>
            {post.author.name}
          </span>
        ) : null}
        <span className="whitespace-nowrap">
          <time dateTime={post.publishedAt}>
            {formatDate(locale, post.publishedAt, compact ? 'medium' : 'long')}
          </time>
          <span aria-hidden> · </span>
          {t('readingTime', { count: post.readingMinutes })}
        </span>
      </p>
    </div>
  );
}

import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../contracts/blog.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { PostByline } from './post-byline.tsx';

const PALETTES = [
  'from-brand-950 via-brand-800 to-brand-600',
  'from-brand-900 via-accent-700 to-accent-500',
  'from-slate-900 via-brand-900 to-brand-700',
  'from-accent-700 via-brand-800 to-brand-950',
];

/** A small stable number from a text, so a post keeps its look. */
const hashOf = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/**
 * The cover of a post: its featured image, or (without one) a calm pattern in the portal's colours
 * that differs from post to post.
 */
export function PostCover({
  url,
  seed,
  className,
}: {
  url: string | null;
  seed: string;
  className?: string;
}) {
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className={clsx('aspect-[16/9] w-full object-cover', className)}
      />
    );
  const h = hashOf(seed);
  const wave = 30 + (h % 35);
  return (
    <div
      aria-hidden
      className={clsx('aspect-[16/9] w-full bg-gradient-to-br', PALETTES[h % PALETTES.length], className)}
    >
      <svg viewBox="0 0 160 90" className="size-full" preserveAspectRatio="xMidYMid slice">
        <path
          d={`M0 ${wave + 25} Q40 ${wave} 80 ${wave + 15} T160 ${wave}V90H0Z`}
          fill="white"
          opacity="0.12"
        />
        <path
          d={`M0 ${wave + 40} Q50 ${wave + 20} 100 ${wave + 35} T160 ${wave + 28}V90H0Z`}
          fill="white"
          opacity="0.1"
        />
        <circle cx={110 + (h % 40)} cy={14 + (h % 18)} r={8 + (h % 9)} fill="white" opacity="0.16" />
      </svg>
    </div>
  );
}

/** A post in a list: cover, category, title (the link), excerpt and byline. */
export function PostCard({
  post,
  actions,
  headingLevel = 2,
}: {
  post: BlogPostSummary;
  /** Controls in the card's corner above its link (the save button). */
  actions?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('blog');
  const { locale, href } = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `post-${post.id}-title`;
  return (
    <article
      aria-labelledby={id}
      data-post-slug={post.slug}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <PostCover url={post.featuredImageUrl} seed={post.slug} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-2">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {post.category ? <span>{post.category.name}</span> : null}
            {post.language !== locale ? (
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 normal-case">
                {t(`languageName.${post.language}`)}
              </span>
            ) : null}
          </p>
          {actions ? <div className="-mt-2 -mr-2 shrink-0">{actions}</div> : null}
        </div>
        <Heading id={id} className="mt-2 text-lg leading-snug font-semibold text-ink">
          <Link
            to={href(`/blog/${post.slug}`)}
            className="text-ink no-underline group-hover:text-brand-800"
            lang={post.language !== locale ? post.language : undefined}
          >
            <span className="absolute inset-0" aria-hidden />
            {post.title}
          </Link>
        </Heading>
        <p
          className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700"
          lang={post.language !== locale ? post.language : undefined}
        >
          {post.excerpt}
        </p>
        <div className="mt-auto pt-4">
          <PostByline post={post} compact />
        </div>
      </div>
    </article>
  );
}

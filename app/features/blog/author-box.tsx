import { Link } from 'react-router';
import type { BlogAuthor } from '../../../contracts/blog.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { AuthorAvatar } from './post-byline.tsx';

/** Who wrote the post: avatar, name, description, and their other posts. */
export function AuthorBox({ author }: { author: BlogAuthor }) {
  const { t } = useTranslation('blog');
  const { href } = useLocale();
  return (
    <section
      aria-labelledby="author-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row"
    >
      <AuthorAvatar name={author.name} url={author.avatarUrl} size="lg" />
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('post.aboutAuthor')}
        </p>
        <h2 id="author-heading" className="mt-1 text-lg font-semibold">
          {author.name}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">{author.description}</p>
        <Link to={href(`/blog?author=${author.slug}`)} className="mt-3 inline-block text-sm font-medium">
          {t('post.morePosts', { name: author.name })}
        </Link>
      </div>
    </section>
  );
}

import { ArrowLeft, Eye, Languages } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { AuthorBox } from '../../features/blog/author-box.tsx';
import { feedLink, withVersions } from '../../features/blog/blog-meta.ts';
import { PostCard, PostCover } from '../../features/blog/post-card.tsx';
import { PostByline } from '../../features/blog/post-byline.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { localizePath } from '../../../core/shared/locale.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { Route } from './+types/blog-post';
import type { loader } from './blog-post.server.ts';

export { loader } from './blog-post.server.ts';
export const handle = { appBar: 'solid' };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((m) => m?.id === 'root')?.data as
    { locale: 'sk' | 'en' | 'de'; origin: string } | undefined;
  if (!root || !args.data) return routeMeta(args);
  return [
    ...withVersions(routeMeta(args), root.origin, args.data.versions),
    feedLink(root.locale, args.data.feedTitle),
  ];
};

/** The rendered Markdown: readable measure, headings, lists, quotes, code and tables. */
const PROSE = [
  'text-[1.0625rem] leading-8 text-slate-800',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
].join(' ');

/** A blog post (docs/product/screens-and-routes.md blog-detail): cover, byline, the text, tags, author, translations, related posts. */
export default function BlogPostPage() {
  const { post, related, saved, savedSlugs } = useLoaderData<typeof loader>();
  const { t } = useTranslation('blog');
  const { locale, href } = useLocale();
  const foreign = post.language !== locale ? post.language : undefined;
  return (
    <>
      {post.preview ? (
        <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
          <Container className="flex items-center gap-2 py-3 text-sm font-medium">
            <Eye className="size-4 shrink-0" aria-hidden /> {t('post.previewNotice')}
          </Container>
        </div>
      ) : null}
      <article aria-labelledby="post-title">
        <header className="border-b border-slate-200 bg-gradient-to-b from-brand-950 to-brand-900 text-white">
          <Container className="py-8 sm:py-10">
            <div className="mx-auto max-w-3xl">
              <Link
                to={href('/blog')}
                className="inline-flex items-center gap-1 text-sm text-brand-100 no-underline hover:text-white"
              >
                <ArrowLeft className="size-4" aria-hidden /> {t('post.back')}
              </Link>
              {post.category ? (
                <p className="mt-5">
                  <Link
                    to={href(`/blog?category=${post.category.slug}`)}
                    className="text-xs font-semibold tracking-wide text-brand-100 uppercase no-underline hover:text-white"
                  >
                    {post.category.name}
                  </Link>
                </p>
              ) : null}
              <h1
                id="post-title"
                lang={foreign}
                className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
              >
                {post.title}
              </h1>
              <p lang={foreign} className="mt-4 text-lg leading-relaxed text-brand-100">
                {post.excerpt}
              </p>
              <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
                <PostByline post={post} light />
                <div className="w-full sm:w-auto [&_button]:border-white/30 [&_button]:bg-white/10 [&_button]:text-white [&_button:hover]:bg-white/20">
                  <SaveButton type="post" id={post.slug} title={post.title} saved={saved} variant="full" />
                </div>
              </div>
            </div>
          </Container>
        </header>
        <Container className="py-8">
          <div className="mx-auto max-w-4xl">
            {post.featuredImageUrl ? (
              <PostCover url={post.featuredImageUrl} seed={post.slug} className="mb-8 rounded-xl" />
            ) : null}
            {post.translations.length ? (
              <aside
                aria-label={t('post.translations')}
                className="mx-auto mb-8 flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
              >
                <Languages className="size-4" aria-hidden />
                <span>{t('post.alsoIn')}</span>
                {post.translations.map((tr) => (
                  <Link
                    key={tr.language}
                    to={localizePath(tr.language, `/blog/${tr.slug}`)}
                    hrefLang={tr.language}
                    lang={tr.language}
                    className="font-medium"
                  >
                    {t(`languageName.${tr.language}`)}: {tr.title}
                  </Link>
                ))}
              </aside>
            ) : null}
            <div
              lang={post.language}
              className={`mx-auto max-w-3xl ${PROSE}`}
              dangerouslySetInnerHTML={{ __html: post.contentHtml }}
            />
            {post.tags.length ? (
              <div className="mx-auto mt-10 max-w-3xl">
                <h2 className="sr-only">{t('post.tags')}</h2>
                <ul className="flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={href(`/blog?tag=${encodeURIComponent(tag)}`)}
                        className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 no-underline hover:bg-brand-50 hover:text-brand-800"
                      >
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {post.author ? (
              <div className="mx-auto mt-10 max-w-3xl">
                <AuthorBox author={post.author} />
              </div>
            ) : null}
          </div>
        </Container>
      </article>
      {related.length ? (
        <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-white">
          <Container className="py-10">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              {t('post.related')}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((r) => (
                <PostCard
                  key={r.id}
                  post={r}
                  headingLevel={3}
                  actions={
                    <SaveButton type="post" id={r.slug} title={r.title} saved={savedSlugs.includes(r.slug)} />
                  }
                />
              ))}
            </div>
          </Container>
        </section>
      ) : null}
    </>
  );
}

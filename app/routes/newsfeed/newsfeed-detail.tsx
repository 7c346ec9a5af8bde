import { ArrowLeft, ExternalLink, Newspaper } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { NewsfeedSource, visitPath } from '../../features/newsfeed/newsfeed-card.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './newsfeed-detail.server.ts';

export { loader } from './newsfeed-detail.server.ts';
export const meta = routeMeta;

/** One newsfeed link: its preview and the way out to the article (counted, then redirected). */
export default function NewsfeedDetailPage() {
  const { link } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  const { href } = useLocale();
  const site = link.siteName ?? new URL(link.url).hostname;
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Link to={href('/newsfeed')} className="inline-flex items-center gap-1.5 text-sm font-medium">
          <ArrowLeft className="size-4" aria-hidden />
          {t('newsfeed.back')}
        </Link>
        <article className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {link.image ? (
            <img
              src={link.image}
              alt=""
              width={1200}
              height={630}
              className="aspect-[1200/630] w-full bg-slate-100 object-cover"
            />
          ) : (
            <div className="flex aspect-[3/1] items-center justify-center bg-gradient-to-br from-brand-100 to-teal-50 text-brand-700/60">
              <Newspaper className="size-14" aria-hidden />
            </div>
          )}
          <div className="p-6 sm:p-8">
            <NewsfeedSource link={link} />
            <h1
              lang={link.language}
              className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
            >
              {link.title}
            </h1>
            {link.description ? (
              <p lang={link.language} className="mt-4 text-lg leading-relaxed text-slate-700">
                {link.description}
              </p>
            ) : null}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <a href={visitPath(link.id)} rel="noopener nofollow" className={buttonClasses({ size: 'lg' })}>
                {t('newsfeed.readOn', { site })}
                <ExternalLink className="size-4" aria-hidden />
              </a>
              <p className="text-sm break-all text-slate-600">{new URL(link.url).hostname}</p>
            </div>
            <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
              {t('newsfeed.leaving')}
            </p>
          </div>
        </article>
      </div>
    </Container>
  );
}

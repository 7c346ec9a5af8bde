import { ArrowRight, Calculator, Search, Sparkles, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { JobCard } from '../../features/jobs/job-card.tsx';
import { RecommendedJobs } from '../../features/jobs/recommended-jobs.tsx';
import { P } from '../../features/jobs/search-params.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { Locale } from '../../../contracts/enums.ts';
import { feedLink } from '../../features/blog/blog-meta.ts';
import type { Route } from './+types/home';
import type { loader } from './home.server.ts';

export { loader } from './home.server.ts';
/** The home page's meta, and the blog's feed in the visitor's language for readers that look for one. */
export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((m) => m?.id === 'root')?.data as { locale: Locale } | undefined;
  return [...routeMeta(args), ...(root && args.data ? [feedLink(root.locale, args.data.feedTitle)] : [])];
};
export const handle = { appBar: 'transparent-light' };

export default function HomePage() {
  const { stats, topExpertises, topJobs, newestJobs, professions, recommendations } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation('home');
  const { locale, href } = useLocale();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]).format;
  return (
    <>
      <section
        className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 pt-16 text-white"
        aria-labelledby="hero-title"
      >
        <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_22rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-teal-200 uppercase">
              {t('hero.eyebrow')}
            </p>
            <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('hero.subtitle')}</p>
            <Form
              noValidate
              method="get"
              action={href('/jobs')}
              role="search"
              className="mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
            >
              <label htmlFor="home-query" className="sr-only">
                {t('hero.searchLabel')}
              </label>
              <input
                id="home-query"
                type="search"
                name={P.query}
                placeholder={t('hero.searchPlaceholder')}
                className="h-12 w-full min-w-0 rounded-md border-0 bg-white px-4 text-ink placeholder:text-slate-500 sm:flex-1"
                maxLength={200}
              />
              <button
                type="submit"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-teal-500 px-6 font-semibold text-brand-950 hover:bg-teal-400"
              >
                <Search className="size-5" aria-hidden />
                {t('hero.search')}
              </button>
            </Form>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('hero.professions')}>
              {professions.map((p) => (
                <li key={p.value}>
                  <Link
                    to={`${href('/jobs')}?${P.profession}=${p.value}`}
                    className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm text-white no-underline ring-1 ring-white/20 hover:bg-white/20"
                  >
                    {p.displayString} <span className="text-brand-100">{p.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
              {[
                ['jobs', stats.jobs],
                ['newJobs', stats.newJobs],
                ['remoteJobs', stats.remoteJobs],
                ['contractors', 12000],
              ].map(([key, value]) => (
                <div key={key as string}>
                  <dt className="text-sm text-brand-100">{t(`stats.${key as string}`)}</dt>
                  <dd className="mt-1 text-3xl font-bold tabular-nums">{number(value as number)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <aside
            aria-labelledby="tech-title"
            className="hidden rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur lg:block"
          >
            <h2 id="tech-title" className="text-sm font-semibold tracking-wide text-teal-200 uppercase">
              {t('tech.title')}
            </h2>
            <ul className="mt-4 space-y-2">
              {topExpertises.map((e) => (
                <li key={e.name}>
                  <Link
                    to={`${href('/jobs')}?${P.expertise}=${encodeURIComponent(e.name)}`}
                    className="flex items-center justify-between rounded-md px-2 py-1 text-white no-underline hover:bg-white/10"
                  >
                    <span>{e.name}</span>
                    <span className="text-sm text-brand-100 tabular-nums">
                      {t('tech.jobs', { count: e.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </section>

      <Container className="py-12">
        {recommendations && 'jobs' in recommendations && recommendations.jobs.length ? (
          <div className="mb-14">
            <RecommendedJobs recommendations={recommendations} place="home" />
          </div>
        ) : null}
        <section aria-labelledby="top-title">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="top-title" className="text-2xl font-bold tracking-tight">
              {t('top.title')}
            </h2>
            <Link to={href('/jobs')} className="inline-flex items-center gap-1 font-semibold">
              {t('top.all', { count: stats.jobs })} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <div className="mt-5 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {topJobs.map((job) => (
              <JobCard key={job.id} job={job} headingLevel={3} idScope="top" />
            ))}
          </div>
        </section>

        <section aria-labelledby="newest-title" className="mt-14">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="newest-title" className="text-2xl font-bold tracking-tight">
              {t('newest.title')}
            </h2>
            <Link
              to={`${href('/jobs')}?sort=newest`}
              className="inline-flex items-center gap-1 font-semibold"
            >
              {t('newest.all')} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <div className="mt-5 grid gap-4 md:grid-cols-2">
            {newestJobs.map((job) => (
              <JobCard key={job.id} job={job} headingLevel={3} idScope="new" />
            ))}
          </div>
        </section>

        <section aria-labelledby="cta-title" className="mt-14">
          <h2 id="cta-title" className="sr-only">
            {t('cta.title')}
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            {[
              { icon: UserPlus, key: 'referral', path: '/referral' },
              { icon: Sparkles, key: 'extra', path: '/extra' },
              { icon: Calculator, key: 'calculator', path: '/salary-calculator' },
            ].map(({ icon: Icon, key, path }) => (
              <Link
                key={key}
                to={href(path)}
                className="group rounded-xl border border-slate-200 bg-white p-6 no-underline shadow-sm hover:border-brand-200 hover:shadow-md"
              >
                <Icon className="size-8 text-accent-600" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold text-ink">{t(`cta.${key}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`cta.${key}.text`)}</p>
                <span className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700">
                  {t(`cta.${key}.action`)} <ArrowRight className="size-4" aria-hidden />
                </span>
              </Link>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}

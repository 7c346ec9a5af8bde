import { useTranslation } from '../../i18n/react.tsx';
import { useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { JobCard } from '../../features/jobs/job-card.tsx';
import { JobFilters } from '../../features/jobs/job-filters.tsx';
import { Pagination } from '../../features/jobs/pagination.tsx';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { JobAlertForm } from '../../features/newsletter/job-alert-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { recruiterJob } from '../../../core/jobs/recruiter-job.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './jobs.server.ts';

export { action, loader } from './jobs.server.ts';
export const meta = routeMeta;

export default function JobsPage() {
  const { search, invalid, result, signedIn, canMatch, savedIds, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  const searchString = useLocation().search;
  // The job-alert form's reply when it was sent without JavaScript (a document POST to this page).
  const alertReply = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending =
    navigation.state === 'loading' &&
    navigation.location.pathname === (locale === 'sk' ? '/jobs' : `/${locale}/jobs`);
  const total = result.page.totalElements;
  return (
    <Container className="py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
      <p className="mt-1 text-slate-600">{t('list.subtitle')}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <JobFilters search={search} result={result} canMatch={canMatch} />
        <section aria-labelledby="results-heading" aria-busy={pending}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite" aria-atomic="true">
              {t('list.count', { count: total })}
            </h2>
          </div>
          <JobAlertForm
            filter={search.filter}
            email={email}
            back={href('/jobs') + searchString}
            reply={alertReply}
          />
          {invalid.length ? (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {t('list.invalidFilters')}
            </p>
          ) : null}
          {pending ? (
            <div className="mt-4" data-testid="pending-recruiter">
              <p className="mb-2 text-sm text-slate-600">{t('list.loading')}</p>
              <JobCard job={recruiterJob(locale, new Date().toISOString())} />
            </div>
          ) : null}
          <div className={pending ? 'mt-4 grid gap-4 opacity-50' : 'mt-4 grid gap-4'}>
            {result.page.content.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                actions={
                  <SaveButton
                    type="job"
                    id={job.id}
                    title={job.name}
                    saved={signedIn && savedIds.includes(String(job.id))}
                  />
                }
              />
            ))}
          </div>
          {total === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-lg font-semibold">{t('list.emptyTitle')}</p>
              <p className="mt-1 text-slate-600">{t('list.emptyText')}</p>
            </div>
          ) : null}
          <Pagination search={search} totalPages={result.page.totalPages} />
        </section>
      </div>
    </Container>
  );
}
